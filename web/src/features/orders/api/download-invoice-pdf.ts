import type { InvoiceDto } from '@lobby/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invoicePath } from './get-invoice';

export const downloadInvoicePdf = (invoice: InvoiceDto) =>
  api.download(`${invoicePath(invoice.orderId)}/pdf`, `lobby-invoice-${invoice.invoiceNumber}.pdf`);

export const useDownloadInvoicePdf = () => useMutation({ mutationFn: downloadInvoicePdf });
