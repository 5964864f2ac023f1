import { InvoiceModal } from '../../../components/orders/invoice-modal';
import { useDownloadInvoicePdf } from '../api/download-invoice-pdf';
import { useInvoice } from '../api/get-invoice';

/** The invoice of the fan's order `orderId` (its `_id`); null keeps the dialog closed. */
export function OrderInvoiceModal({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  const invoice = useInvoice(orderId);
  const download = useDownloadInvoicePdf();

  return (
    <InvoiceModal
      opened={orderId !== null}
      onClose={onClose}
      invoice={invoice.data}
      error={invoice.error}
      onRetry={() => void invoice.refetch()}
      onDownloadPdf={(data) => download.mutate(data)}
      downloading={download.isPending}
    />
  );
}
