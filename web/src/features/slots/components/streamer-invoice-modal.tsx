import { InvoiceModal } from '../../../components/orders/invoice-modal';
import { useDownloadOrderInvoicePdf, useOrderInvoice } from '../api/get-order-invoice';

interface StreamerInvoiceModalProps {
  /** The order's `_id`; null keeps the dialog closed. */
  orderId: string | null;
  query: string;
  onClose: () => void;
}

/** The invoice of one of the streamer's orders, as the fan got it. */
export function StreamerInvoiceModal({ orderId, query, onClose }: StreamerInvoiceModalProps) {
  const invoice = useOrderInvoice(orderId, query);
  const download = useDownloadOrderInvoicePdf(query);

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
