import { routes } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The invoice of a paid order (by the order's `_id`), for its buyer. */
export const invoiceQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['invoice', orderId],
    queryFn: ({ signal }) => call(routes.orders.invoice, { params: { id: orderId }, signal }),
  });

export const useInvoice = (orderId: string | null) =>
  useQuery({ ...invoiceQueryOptions(orderId ?? ''), enabled: orderId !== null });
