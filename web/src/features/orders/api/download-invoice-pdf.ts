import { routes, type InvoiceDto } from '@lobby/contracts';
import { useMutation } from '@tanstack/react-query';
import { callDownload } from '../../../lib/api-client';

export const downloadInvoicePdf = (invoice: InvoiceDto) =>
  callDownload(routes.orders.invoiceDownload, `lobby-invoice-${invoice.invoiceNumber}.pdf`, {
    params: { id: invoice.orderId },
  });

export const useDownloadInvoicePdf = () => useMutation({ mutationFn: downloadInvoicePdf });
