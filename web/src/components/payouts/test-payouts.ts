import type {
  PayoutDto,
  PayoutLineDto,
  PayoutSummaryDto,
  PayoutTotalsDto,
  RemainingPayoutDto,
} from '@lobby/contracts';

/**
 * Test data for payout screens. A ₹1,000 sale at the 10 % fee: fee ₹100, GST 18 % on it ₹18, TDS 0.1 % ₹1, net
 * ₹881 (all in paise); tests change what they are about.
 */
export const aPayoutLine = (overrides: Partial<PayoutLineDto> = {}): PayoutLineDto => ({
  orderId: 'order-1',
  orderNumber: 'LB-1001',
  sandbox: false,
  kind: 'sale',
  saleKind: 'slot',
  title: 'Ranked duo',
  gigId: 'gig-1',
  liveSessionId: null,
  userId: 'fan-1',
  fanName: 'Asha Rao',
  currency: 'INR',
  paidAt: '2026-11-20T10:00:00.000Z',
  refundedAt: null,
  gross: 100_000,
  platformFee: 10_000,
  platformFeeGst: 1_800,
  tds: 100,
  net: 88_100,
  serviceGst: 0,
  platformFeePercent: 10,
  platformFeeGstPercent: 18,
  tdsPercent: 0.1,
  serviceGstPercent: 0,
  ...overrides,
});

/** The totals of `lines`, as payments sums them. */
export const totalsOf = (lines: PayoutLineDto[]): PayoutTotalsDto => ({
  orderCount: lines.length,
  gross: lines.reduce((sum, line) => sum + line.gross, 0),
  platformFee: lines.reduce((sum, line) => sum + line.platformFee, 0),
  platformFeeGst: lines.reduce((sum, line) => sum + line.platformFeeGst, 0),
  tds: lines.reduce((sum, line) => sum + line.tds, 0),
  net: lines.reduce((sum, line) => sum + line.net, 0),
  serviceGst: lines.reduce((sum, line) => sum + line.serviceGst, 0),
});

export const aPayout = (overrides: Partial<PayoutDto> = {}): PayoutDto => {
  const lines = overrides.lines ?? [aPayoutLine()];
  return {
    _id: 'payout-000001',
    streamerId: 'star-1',
    streamerName: 'Demo Streamer',
    currency: lines[0]?.currency ?? 'INR',
    status: 'draft',
    orderIds: lines.map(({ orderId }) => orderId),
    lines,
    totals: totalsOf(lines),
    transferReference: null,
    createdBy: 'staff-1',
    createdAt: '2026-11-21T09:00:00.000Z',
    updatedAt: '2026-11-21T09:00:00.000Z',
    completedAt: null,
    completedBy: null,
    bankAccount: '•••• 6789',
    ...overrides,
  };
};

export const aCompletedPayout = (overrides: Partial<PayoutDto> = {}): PayoutDto =>
  aPayout({
    status: 'completed',
    transferReference: 'UTR0001',
    completedAt: '2026-11-22T12:00:00.000Z',
    completedBy: 'staff-1',
    ...overrides,
  });

export const remainingOf = (
  lines: PayoutLineDto[],
  overrides: Partial<RemainingPayoutDto> = {},
): RemainingPayoutDto => ({
  streamerId: 'star-1',
  currency: lines[0]?.currency ?? 'INR',
  lines,
  totals: totalsOf(lines),
  awaitingValidation: 0,
  ...overrides,
});

export const aPayoutSummary = (overrides: Partial<PayoutSummaryDto> = {}): PayoutSummaryDto => ({
  streamerId: 'star-1',
  remaining: [],
  active: [],
  lastCompleted: null,
  ...overrides,
});
