import type { InvoiceDto } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const invoicePath = (orderId: string) => `/api/get/user_order/invoice/${encodeURIComponent(orderId)}`;

/** The invoice of a paid order (by the order's `_id`), for its buyer. */
export const invoiceQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['invoice', orderId],
    queryFn: ({ signal }) => api.get<InvoiceDto>(invoicePath(orderId), { signal }),
  });

export const useInvoice = (orderId: string | null) =>
  useQuery({ ...invoiceQueryOptions(orderId ?? ''), enabled: orderId !== null });
