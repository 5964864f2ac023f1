import { ErrorText, type InvoiceDto } from '@lobby/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { useAuthStore } from '../../../stores/auth-store';
import { invoicePath } from './get-invoice';

/** A browser keeps a download's object URL alive only while it is needed; a minute is plenty to start it. */
const OBJECT_URL_LIFETIME_MS = 60_000;

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

async function pdfError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  return typeof body?.error === 'string'
    ? new ApiError(body.error, response.status, true)
    : new ApiError(ErrorText.unexpected, response.status);
}

/** Fetches the invoice's PDF with the user's token (a plain link could not send it) and saves it. */
export async function downloadInvoicePdf(invoice: InvoiceDto): Promise<void> {
  const path = `${invoicePath(invoice.orderId)}/pdf`;
  let response = await fetchPdf(path);
  if (response.status === 401) {
    // api-client renews an expired access token on any call; the invoice itself is the natural one here.
    await api.get(invoicePath(invoice.orderId));
    response = await fetchPdf(path);
  }
  if (!response.ok) throw await pdfError(response);

  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `lobby-invoice-${invoice.invoiceNumber}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}

export const useDownloadInvoicePdf = () => useMutation({ mutationFn: downloadInvoicePdf });
