import { InvoiceModal } from './invoice-modal';
import { useDownloadInvoicePdf, useInvoice } from './order-invoice';

interface OrderInvoiceModalProps {
  /** The order's `_id`; null keeps the dialog closed. */
  orderId: string | null;
  /** The acting streamer's '?streamerId=…' for a moderator; '' (the default) for the buyer or the streamer. */
  query?: string;
  onClose: () => void;
}

/** The invoice of an order as its buyer got it, shown to the buyer or to the order's streamer. */
export function OrderInvoiceModal({ orderId, query = '', onClose }: OrderInvoiceModalProps) {
  const invoice = useInvoice(orderId, query);
  const download = useDownloadInvoicePdf(query);

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
