import { routes, type InvoiceDto } from '@lobby/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { actingFor, call, callDownload } from '../../lib/api-client';
import { orderInvoiceKeys } from './keys';

/**
 * The invoice of a paid order (by the order's `_id`), for its buyer or its streamer. `query` is the acting
 * streamer's '?streamerId=…' when a moderator reads it, else ''.
 */
export const invoiceQueryOptions = (orderId: string, query = '') =>
  queryOptions({
    queryKey: orderInvoiceKeys.one(orderId),
    queryFn: ({ signal }) =>
      call(routes.orders.invoice, { params: { id: orderId }, query: actingFor(query), signal }),
  });

export const useInvoice = (orderId: string | null, query = '') =>
  useQuery({ ...invoiceQueryOptions(orderId ?? '', query), enabled: orderId !== null });

const downloadInvoicePdf = (invoice: InvoiceDto, query: string) =>
  callDownload(routes.orders.invoiceDownload, `lobby-invoice-${invoice.invoiceNumber}.pdf`, {
    params: { id: invoice.orderId },
    query: actingFor(query),
  });

export const useDownloadInvoicePdf = (query = '') =>
  useMutation({ mutationFn: (invoice: InvoiceDto) => downloadInvoicePdf(invoice, query) });
