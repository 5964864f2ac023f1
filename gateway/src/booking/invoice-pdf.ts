import { Injectable, StreamableFile } from '@nestjs/common';
import { toMajorUnits, type InvoiceDto } from '@lobby/contracts';
import PDFDocument from 'pdfkit';

const MARGIN = 50;
const LABEL_WIDTH = 150;

/** Renders an invoice (booking's InvoiceDto) as a one-page A4 PDF download. */
@Injectable()
export class InvoicePdf {
  async download(invoice: InvoiceDto): Promise<StreamableFile> {
    const bytes = await renderInvoicePdf(invoice);
    return new StreamableFile(bytes, {
      type: 'application/pdf',
      disposition: `attachment; filename="${invoice.invoiceNumber}.pdf"`,
      length: bytes.length,
    });
  }
}

export function renderInvoicePdf(invoice: InvoiceDto): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Invoice ${invoice.invoiceNumber}`, Author: 'Lobby' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // The PDF's built-in fonts have no rupee sign, so amounts carry the currency code (spec §9: 0 to 2 decimals).
  const codeFormat = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: invoice.currency,
    currencyDisplay: 'code',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  });
  const money = (amount: number) => codeFormat.format(toMajorUnits(amount)).replace(/\u00a0/g, ' ');
  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(label, MARGIN, y, { width: LABEL_WIDTH });
    doc.font('Helvetica').text(value, MARGIN + LABEL_WIDTH, y);
    doc.moveDown(0.3);
  };
  const slotTime = (iso: string) => zonedTime(iso, invoice.slot.timeZone);

  doc.font('Helvetica-Bold').fontSize(22).text('Lobby');
  doc.fontSize(16).text('Invoice', { align: 'right' });
  doc.moveDown();
  doc.fontSize(11);
  row('Invoice number', invoice.invoiceNumber);
  row('Order', invoice.order_id);
  row('Date', zonedTime(invoice.issuedAt, 'UTC'));
  row('Status', invoice.status === 'refunded' ? 'Refunded' : 'Paid');
  doc.moveDown();
  row('Billed to', `${invoice.buyer.fullName} (@${invoice.buyer.username})`);
  row('Streamer', `${invoice.streamer.fullName} (@${invoice.streamer.username})`);
  row('Gig', invoice.gig.title);
  row('Session', `${slotTime(invoice.slot.startTime)} – ${slotTime(invoice.slot.endTime)}`);
  doc.moveDown();
  row('Players', String(invoice.numberOfPlayers));
  row('Price per player', money(invoice.unitPrice));
  row('Subtotal', money(invoice.subtotal));
  row(
    'Discount',
    invoice.discount > 0 ? `-${money(invoice.discount)} (${invoice.promoCode ?? 'promo'})` : money(0),
  );
  row('Taxes (included)', money(invoice.taxes));
  doc.moveDown(0.5);
  doc.fontSize(14);
  row('Total', money(invoice.total));
  doc.fontSize(9).moveDown(2);
  doc.font('Helvetica').text(`Paid by ${invoice.paymentMethod}. Prices include all applicable taxes.`);
  doc.end();
  return done;
}

/** "Sat, 21 Nov 2026, 18:00 (Asia/Kolkata)": the zone is always named. */
function zonedTime(iso: string, timeZone: string): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
  return `${text} (${timeZone})`;
}
