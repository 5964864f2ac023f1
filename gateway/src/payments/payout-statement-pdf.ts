import path from 'node:path';
import { Injectable, StreamableFile } from '@nestjs/common';
import { toMajorUnits, type PayoutDto } from '@lobby/contracts';
import PDFDocument from 'pdfkit';

const MARGIN = 50;
const LABEL_WIDTH = 200;

/** DejaVu Sans from gateway/assets/fonts, as the invoice embeds it (the rupee sign is not in PDF's own fonts). */
const FONTS_DIR = path.resolve(__dirname, '../../assets/fonts');
const REGULAR = path.join(FONTS_DIR, 'DejaVuSans.ttf');
const BOLD = path.join(FONTS_DIR, 'DejaVuSans-Bold.ttf');

/** A completed payout's statement for the streamer, as a PDF download (the invoice's approach: pdfkit, A4). */
@Injectable()
export class PayoutStatementPdf {
  async download(payout: PayoutDto): Promise<StreamableFile> {
    const bytes = await renderPayoutStatementPdf(payout);
    return new StreamableFile(bytes, {
      type: 'application/pdf',
      disposition: `attachment; filename="payout-statement-${payout._id}.pdf"`,
      length: bytes.length,
    });
  }
}

/**
 * The statement: the payout's totals as lines (gross, platform fee, GST on the fee, TDS, net paid) and then each
 * order with its own figures; a refund carried from an earlier payout shows as a negative order.
 */
export function renderPayoutStatementPdf(payout: PayoutDto): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Payout statement ${payout._id}`, Author: 'Lobby' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const currencyFormat = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: payout.currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const money = (amount: number) => currencyFormat.format(toMajorUnits(amount));
  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.font(BOLD).text(label, MARGIN, y, { width: LABEL_WIDTH });
    doc.font(REGULAR).text(value, MARGIN + LABEL_WIDTH, y);
    doc.moveDown(0.3);
  };
  const percents = (line: PayoutDto['lines'][number]) =>
    `fee ${line.platformFeePercent} %, GST ${line.platformFeeGstPercent} %, TDS ${line.tdsPercent} %`;

  doc.font(BOLD).fontSize(22).text('Lobby');
  doc.fontSize(16).text('Payout statement', { align: 'right' });
  doc.moveDown();
  doc.fontSize(11);
  row('Payout', payout._id);
  row('Completed', payout.completedAt ? utcTime(payout.completedAt) : 'Not yet');
  row('Transfer reference', payout.transferReference ?? '');
  row('Orders', String(payout.totals.orderCount));
  doc.moveDown();
  row('Gross sales', money(payout.totals.gross));
  row('Platform fee', `-${money(payout.totals.platformFee)}`);
  row('GST on platform fee', `-${money(payout.totals.platformFeeGst)}`);
  row('TDS', `-${money(payout.totals.tds)}`);
  doc.fontSize(14);
  row('Net paid', money(payout.totals.net));
  doc.fontSize(9).moveDown();
  doc.font(BOLD).text('Orders');
  doc.moveDown(0.3);
  for (const line of payout.lines) {
    const label = `${line.kind === 'reversal' ? 'Refund of ' : ''}${line.title || line.orderId}`;
    doc.font(BOLD).text(`${label} (${utcTime(line.paidAt)})`);
    doc
      .font(REGULAR)
      .text(
        `Gross ${money(line.gross)} · fee ${money(line.platformFee)} · GST ${money(line.platformFeeGst)} · ` +
          `TDS ${money(line.tds)} · net ${money(line.net)} (${percents(line)})`,
      );
    doc.moveDown(0.3);
  }
  doc.moveDown();
  doc.text('Amounts are rounded half up to the minor unit, each line on its own. Times are UTC.');
  doc.end();
  return done;
}

function utcTime(iso: string): string {
  const format = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return `${format.format(new Date(iso))} (UTC)`;
}
