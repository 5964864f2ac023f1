import { routes, type InvoiceDto } from '@lobby/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { call, callDownload, actingFor } from '../../../lib/api-client';

/** The invoice of one of the streamer's paid orders (by the order's `_id`). */
export const orderInvoiceQueryOptions = (orderId: string, query: string) =>
  queryOptions({
    queryKey: ['invoice', orderId],
    queryFn: ({ signal }) =>
      call(routes.orders.invoice, { params: { id: orderId }, query: actingFor(query), signal }),
  });

export const useOrderInvoice = (orderId: string | null, query: string) =>
  useQuery({ ...orderInvoiceQueryOptions(orderId ?? '', query), enabled: orderId !== null });

export const downloadOrderInvoicePdf = (invoice: InvoiceDto, query: string) =>
  callDownload(routes.orders.invoiceDownload, `lobby-invoice-${invoice.invoiceNumber}.pdf`, {
    params: { id: invoice.orderId },
    query: actingFor(query),
  });

export const useDownloadOrderInvoicePdf = (query: string) =>
  useMutation({ mutationFn: (invoice: InvoiceDto) => downloadOrderInvoicePdf(invoice, query) });
