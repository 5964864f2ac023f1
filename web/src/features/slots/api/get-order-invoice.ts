import { ErrorText, type InvoiceDto } from '@lobby/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { useAuthStore } from '../../../stores/auth-store';

/** A browser keeps a download's object URL alive only while it is needed; a minute is plenty to start it. */
const OBJECT_URL_LIFETIME_MS = 60_000;

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

async function fetchPdf(path: string): Promise<Response> {
  const { accessToken } = useAuthStore.getState();
  try {
    return await fetch(path, {
      headers: {
        Accept: 'application/pdf',
        ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
      },
    });
  } catch {
    throw new ApiError(ErrorText.unexpected, 0);
  }
}

/** Fetches the invoice's PDF with the user's token (a plain link could not send it) and saves it. */
export async function downloadOrderInvoicePdf(invoice: InvoiceDto, query: string): Promise<void> {
  let response = await fetchPdf(invoicePdfPath(invoice.orderId, query));
  if (response.status === 401) {
    // api-client renews an expired access token on any call; the invoice itself is the natural one here.
    await api.get(invoicePath(invoice.orderId, query));
    response = await fetchPdf(invoicePdfPath(invoice.orderId, query));
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    throw typeof body?.error === 'string'
      ? new ApiError(body.error, response.status, true)
      : new ApiError(ErrorText.unexpected, response.status);
  }

  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `lobby-invoice-${invoice.invoiceNumber}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}

export const useDownloadOrderInvoicePdf = (query: string) =>
  useMutation({ mutationFn: (invoice: InvoiceDto) => downloadOrderInvoicePdf(invoice, query) });
