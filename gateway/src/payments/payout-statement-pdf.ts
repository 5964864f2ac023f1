import { Injectable, type StreamableFile } from '@nestjs/common';
import { formatMoney, GstLabels, type PayoutDto } from '@lobby/contracts';
import { PDF_BOLD, PDF_REGULAR, pdfDownload, renderPdf, zonedTime } from '../http/pdf-document';

/** A completed payout's statement for the streamer, as a PDF download. */
@Injectable()
export class PayoutStatementPdf {
  async download(payout: PayoutDto): Promise<StreamableFile> {
    return pdfDownload(await renderPayoutStatementPdf(payout), `payout-statement-${payout._id}.pdf`);
  }
}

/**
 * The statement: the payout's totals as lines (gross, platform fee, GST on the fee, TDS, net paid, and of it the
 * GST on the streamer's own service they remit, when they charged any) and then each order by number, fan and date
 * with its own figures; a refund carried from an earlier payout shows as a negative order dated when it was
 * refunded.
 */
export function renderPayoutStatementPdf(payout: PayoutDto): Promise<Buffer> {
  const money = (amount: number) => formatMoney({ amount, currency: payout.currency });
  const chargedGst = payout.lines.some((line) => line.serviceGst !== 0);
  const percents = (line: PayoutDto['lines'][number]) =>
    `fee ${line.platformFeePercent} %, GST ${line.platformFeeGstPercent} %, TDS ${line.tdsPercent} %`;
  return renderPdf(`Payout statement ${payout._id}`, 'Payout statement', 200, ({ doc, row }) => {
    row('Streamer', payout.streamerName);
    row('Bank account', payout.bankAccount ?? 'Not verified');
    row('Payout', payout._id);
    row('Completed', payout.completedAt ? zonedTime(payout.completedAt, 'UTC') : 'Not yet');
    row('Transfer reference', payout.transferReference ?? '');
    row('Orders', String(payout.totals.orderCount));
    doc.moveDown();
    row('Gross sales', money(payout.totals.gross));
    row('Platform fee', `-${money(payout.totals.platformFee)}`);
    row('GST on platform fee', `-${money(payout.totals.platformFeeGst)}`);
    row('TDS', `-${money(payout.totals.tds)}`);
    doc.fontSize(14);
    row('Net paid', money(payout.totals.net));
    doc.fontSize(11);
    if (chargedGst) row(GstLabels.payoutLine, money(payout.totals.serviceGst));
    doc.fontSize(9).moveDown();
    doc.font(PDF_BOLD).text('Orders');
    doc.moveDown(0.3);
    for (const line of payout.lines) {
      const what = line.kind === 'reversal' ? `Refund of ${line.title}` : line.title;
      const refunded = line.refundedAt && `refunded ${zonedTime(line.refundedAt, 'UTC')}`;
      const paid = `paid ${zonedTime(line.paidAt, 'UTC')}`;
      const when =
        line.kind === 'reversal'
          ? (refunded ?? paid)
          : [paid, refunded && `partly ${refunded}`].filter(Boolean).join(' · ');
      // Development's sandbox card is no real payment: an auditor must see which lines it paid.
      doc.font(PDF_BOLD).text(`Order ${line.orderNumber} · ${what}${line.sandbox ? ' · Sandbox' : ''}`);
      doc.font(PDF_REGULAR).text(`${line.fanName} · ${when}`);
      doc
        .font(PDF_REGULAR)
        .text(
          `Gross ${money(line.gross)} · fee ${money(line.platformFee)} · GST ${money(line.platformFeeGst)} · ` +
            `TDS ${money(line.tds)} · net ${money(line.net)} (${percents(line)})`,
        );
      if (line.serviceGst !== 0)
        doc.text(`Of net: ${GstLabels.payoutLine} ${money(line.serviceGst)} (${line.serviceGstPercent} %)`);
      doc.moveDown(0.3);
    }
    doc.moveDown();
    doc.text('Amounts are rounded half up to the minor unit, each line on its own. Times are UTC.');
    if (chargedGst)
      doc.text(
        `${GstLabels.payoutLine} is a part of net paid: the GST your prices include on your own sessions, ` +
          'for you to remit with your GST returns. The platform fee and TDS are worked out on the gross.',
      );
  });
}
