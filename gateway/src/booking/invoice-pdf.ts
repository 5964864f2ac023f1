import path from 'node:path';
import { Injectable, StreamableFile } from '@nestjs/common';
import { toMajorUnits, type InvoiceDto } from '@lobby/contracts';
import PDFDocument from 'pdfkit';

const MARGIN = 50;
const LABEL_WIDTH = 150;

/**
 * DejaVu Sans, shipped in gateway/assets/fonts (from src/ and dist/ alike): the PDF's built-in fonts lack the
 * rupee sign and other glyphs we print (the en dash between the times was dropped), so the invoice embeds it.
 */
const FONTS_DIR = path.resolve(__dirname, '../../assets/fonts');
const REGULAR = path.join(FONTS_DIR, 'DejaVuSans.ttf');
const BOLD = path.join(FONTS_DIR, 'DejaVuSans-Bold.ttf');

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

  // Spec §9: 0 to 2 decimals, with the currency's sign (₹150, $8).
  const currencyFormat = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: invoice.currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  });
  const money = (amount: number) => currencyFormat.format(toMajorUnits(amount));
  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.font(BOLD).text(label, MARGIN, y, { width: LABEL_WIDTH });
    doc.font(REGULAR).text(value, MARGIN + LABEL_WIDTH, y);
    doc.moveDown(0.3);
  };

  doc.font(BOLD).fontSize(22).text('Lobby');
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
  row('Taxes (included)', money(invoice.taxes));
  doc.moveDown(0.5);
  doc.fontSize(14);
  row('Total', money(invoice.total));
  doc.fontSize(9).moveDown(2);
  doc.font(REGULAR).text(`Paid by ${invoice.paymentMethod}. Prices include all applicable taxes.`);
  doc.end();
  return done;
}

/** "21 Nov 2026, 18:00 (Asia/Kolkata)": the zone is always named. */
function zonedTime(iso: string, timeZone: string): string {
  return `${dateTimeFormat(timeZone).format(new Date(iso))} (${timeZone})`;
}

/** "21 Nov 2026, 18:00–19:00 (Asia/Kolkata)", the date repeated only when the session crosses midnight. */
function zonedTimeRange(startIso: string, endIso: string, timeZone: string): string {
  return `${dateTimeFormat(timeZone).formatRange(new Date(startIso), new Date(endIso))} (${timeZone})`;
}

function dateTimeFormat(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone });
}
