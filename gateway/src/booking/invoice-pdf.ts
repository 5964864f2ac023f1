import { Injectable, type StreamableFile } from '@nestjs/common';
import { formatMoney, GstLabels, type InvoiceDto } from '@lobby/contracts';
import { PDF_REGULAR, pdfDownload, renderPdf, zonedTime, zonedTimeRange } from '../http/pdf-document';

/** Renders an invoice (booking's InvoiceDto) as a one-page A4 PDF download. */
@Injectable()
export class InvoicePdf {
  async download(invoice: InvoiceDto): Promise<StreamableFile> {
    return pdfDownload(await renderInvoicePdf(invoice), `${invoice.invoiceNumber}.pdf`);
  }
}

export function renderInvoicePdf(invoice: InvoiceDto): Promise<Buffer> {
  const money = (amount: number) => formatMoney({ amount, currency: invoice.currency });
  return renderPdf(`Invoice ${invoice.invoiceNumber}`, 'Invoice', 150, ({ doc, row }) => {
    row('Invoice number', invoice.invoiceNumber);
    row('Order', invoice.order_id);
    row('Date', zonedTime(invoice.issuedAt, 'UTC'));
    row('Status', invoice.status === 'refunded' ? 'Refunded' : 'Paid');
    doc.moveDown();
    row('Billed to', `${invoice.buyer.fullName} (@${invoice.buyer.username})`);
    row('Streamer', `${invoice.streamer.fullName} (@${invoice.streamer.username})`);
    if (invoice.gst) row('Streamer GSTIN', invoice.gst.gstin);
    if (invoice.kind === 'vip') {
      // A VIP place in a live session's queue: one place, bought when it was paid.
      row('VIP place', invoice.gig.title);
      row('Paid', zonedTime(invoice.slot.startTime, invoice.slot.timeZone));
      doc.moveDown();
      row('Price', money(invoice.unitPrice));
    } else {
      row('Gig', invoice.gig.title);
      row('Session', zonedTimeRange(invoice.slot.startTime, invoice.slot.endTime, invoice.slot.timeZone));
      doc.moveDown();
      row('Players', String(invoice.numberOfPlayers));
      row('Price per player', money(invoice.unitPrice));
    }
    row('Subtotal', money(invoice.subtotal));
    row(
      'Discount',
      invoice.discount > 0 ? `-${money(invoice.discount)} (${invoice.promoCode ?? 'promo'})` : money(0),
    );
    if (invoice.gst) row(GstLabels.invoiceLine(invoice.gst.percent), money(invoice.gst.amount));
    else row('Taxes (included)', money(invoice.taxes));
    doc.moveDown(0.5);
    doc.fontSize(14);
    row('Total', money(invoice.total));
    if (invoice.refund) {
      doc.fontSize(9);
      row('Refunded', `-${money(invoice.refund.amount)} on ${zonedTime(invoice.refund.refundedAt, 'UTC')}`);
      row('Kept', money(invoice.total - invoice.refund.amount));
    }
    doc.fontSize(9).moveDown(2);
    doc.font(PDF_REGULAR).text(`Paid by ${invoice.paymentMethod}. Prices include all applicable taxes.`);
  });
}
