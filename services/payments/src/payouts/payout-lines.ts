import type { PayoutLineDto, PayoutTotalsDto } from '@lobby/contracts';
import { basisPointsToPercent } from '../earnings/sale-split';
import type { PayoutLabels } from './payout-labels';
import type { LineRow } from './payouts.repository';

/** A line as the DTO (its figures are already signed: a reversal line's are negative). */
export function lineDtoOf(row: LineRow, labels: PayoutLabels): PayoutLineDto {
  return {
    orderId: row.orderId,
    orderNumber: labels.orderNumber(row.orderId),
    kind: row.lineKind,
    saleKind: row.saleKind,
    title: row.title,
    gigId: row.gigId,
    liveSessionId: row.liveSessionId,
    userId: row.userId,
    fanName: labels.name(row.userId),
    currency: row.currency,
    paidAt: row.paidAt.toISOString(),
    refundedAt: row.reversedAt?.toISOString() ?? null,
    gross: row.gross,
    platformFee: row.fee,
    platformFeeGst: row.feeGst,
    tds: row.tds,
    net: row.net,
    serviceGst: row.serviceGst,
    platformFeePercent: basisPointsToPercent(row.feeBasisPoints),
    platformFeeGstPercent: basisPointsToPercent(row.feeGstBasisPoints),
    tdsPercent: basisPointsToPercent(row.tdsBasisPoints),
    serviceGstPercent: basisPointsToPercent(row.serviceGstBasisPoints),
    sandbox: row.sandbox,
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
    serviceGst: 0,
  };
  for (const line of lines) {
    totals.gross += line.gross;
    totals.platformFee += line.platformFee;
    totals.platformFeeGst += line.platformFeeGst;
    totals.tds += line.tds;
    totals.net += line.net;
    totals.serviceGst += line.serviceGst;
  }
  return totals;
}
