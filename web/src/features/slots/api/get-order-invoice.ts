import type { InvoiceDto } from '@lobby/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const invoicePath = (orderId: string, query: string) =>
  `/api/get/user_order/invoice/${encodeURIComponent(orderId)}${query}`;
const invoicePdfPath = (orderId: string, query: string) =>
  `/api/get/user_order/invoice/${encodeURIComponent(orderId)}/pdf${query}`;

/** The invoice of one of the streamer's paid orders (by the order's `_id`). */
export const orderInvoiceQueryOptions = (orderId: string, query: string) =>
  queryOptions({
    queryKey: ['invoice', orderId],
    queryFn: ({ signal }) => api.get<InvoiceDto>(invoicePath(orderId, query), { signal }),
  });

export const useOrderInvoice = (orderId: string | null, query: string) =>
  useQuery({ ...orderInvoiceQueryOptions(orderId ?? '', query), enabled: orderId !== null });

export const downloadOrderInvoicePdf = (invoice: InvoiceDto, query: string) =>
  api.download(invoicePdfPath(invoice.orderId, query), `lobby-invoice-${invoice.invoiceNumber}.pdf`);

export const useDownloadOrderInvoicePdf = (query: string) =>
  useMutation({ mutationFn: (invoice: InvoiceDto) => downloadOrderInvoicePdf(invoice, query) });
