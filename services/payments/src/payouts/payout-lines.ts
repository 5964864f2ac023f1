import type { PayoutLineDto, PayoutTotalsDto } from '@lobby/contracts';
import { basisPointsToPercent } from '../earnings/sale-split';
import type { LineRow } from './payouts.repository';

/** A stored line as the DTO: a reversal line carries its sale's figures with opposite signs. */
export function lineDtoOf(row: LineRow): PayoutLineDto {
  const sign = row.lineKind === 'reversal' ? -1 : 1;
  const signed = (amount: number) => (amount === 0 ? 0 : sign * amount);
  return {
    orderId: row.orderId,
    kind: row.lineKind,
    saleKind: row.saleKind,
    title: row.title,
    gigId: row.gigId,
    liveSessionId: row.liveSessionId,
    userId: row.userId,
    currency: row.currency,
    paidAt: row.paidAt.toISOString(),
    refundedAt: row.lineKind === 'reversal' && row.reversedAt ? row.reversedAt.toISOString() : null,
    gross: signed(row.gross),
    platformFee: signed(row.fee),
    platformFeeGst: signed(row.feeGst),
    tds: signed(row.tds),
    net: signed(row.net),
    platformFeePercent: basisPointsToPercent(row.feeBasisPoints),
    platformFeeGstPercent: basisPointsToPercent(row.feeGstBasisPoints),
    tdsPercent: basisPointsToPercent(row.tdsBasisPoints),
  };
}

/** The sums of the lines: every figure of a payout is the sum of its lines, no rounding of its own. */
export function totalsOf(lines: PayoutLineDto[]): PayoutTotalsDto {
  const totals: PayoutTotalsDto = {
    orderCount: lines.length,
    gross: 0,
    platformFee: 0,
    platformFeeGst: 0,
    tds: 0,
    net: 0,
  };
  for (const line of lines) {
    totals.gross += line.gross;
    totals.platformFee += line.platformFee;
    totals.platformFeeGst += line.platformFeeGst;
    totals.tds += line.tds;
    totals.net += line.net;
  }
  return totals;
}
