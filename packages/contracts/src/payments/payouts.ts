import type { Currency } from '../currency';
import type { Actor, Message, Page } from '../rpc';

/**
 * Payouts (spec §4 "Payouts", §7 Admin Payouts, §9): a streamer's remaining orders, per currency, are merged into
 * a draft payout, which staff edit, remove, or mark complete with the bank transfer's reference. All amounts are
 * integer minor units of the payout's currency.
 */

/** Configuration keys of the payout tax rates (a percent, up to two decimals); missing → `PayoutTaxDefaults`. */
export const PayoutTaxConfigKeys = {
  /** GST a streamer with a GSTIN charges on their own sessions, included in the price (spec §9 indirect tax). */
  indirectTaxPercent: 'INDIRECT_TAX_PERCENT',
  platformFeeIndirectTaxPercent: 'PLATFORM_FEE_INDIRECT_TAX_PERCENT',
  tdsPercent: 'TDS_PERCENT',
} as const;

export type PayoutStatus = 'draft' | 'completed';

/**
 * One line of a payout: an order's sale (at what was kept, when a cancellation refunded part of it before any
 * payout), or (`kind: 'reversal'`) a refund of a sale already paid out, with negative figures (what the refund took
 * back), carried into the next payout. A payout's lines keep the figures they had when merged.
 */
export interface PayoutLineDto {
  orderId: string;
  /**
   * Paid on the sandbox's card page, not with real money: development only (production never pays these out);
   * sheets and statements label the line "Sandbox".
   */
  sandbox: boolean;
  /** The order's number as the fan's invoice shows it (the id when booking can't tell). */
  orderNumber: string;
  kind: 'sale' | 'reversal';
  /** A booked slot's order, or a VIP queue place. */
  saleKind: 'slot' | 'vip';
  /** The gig's (or the live session's) title when it was paid. */
  title: string;
  gigId: string | null;
  liveSessionId: string | null;
  /** The fan who paid, and their name. */
  userId: string;
  fanName: string;
  currency: Currency;
  paidAt: string;
  /** When the order was refunded: a reversal line, or a sale line paid at what a cancellation policy kept. */
  refundedAt: string | null;
  /** What the fan paid (after any promo discount). */
  gross: number;
  platformFee: number;
  /** Indirect tax (GST) on the platform fee. */
  platformFeeGst: number;
  /** Tax deducted at source, on the gross. */
  tds: number;
  /** gross − platformFee − platformFeeGst − tds: what the streamer receives for this line. */
  net: number;
  /**
   * The GST included in `gross` on the streamer's own service (they had a GSTIN when it was sold; else 0): a part
   * of `net`, not taken from it, that the streamer remits.
   */
  serviceGst: number;
  /** The rates in force when the order was paid (percent, e.g. 10, 18, 0.1; serviceGstPercent 0 without a GSTIN). */
  platformFeePercent: number;
  platformFeeGstPercent: number;
  tdsPercent: number;
  serviceGstPercent: number;
}

export interface PayoutTotalsDto {
  /** Lines counted (a sale and a reversal line are two). */
  orderCount: number;
  gross: number;
  platformFee: number;
  platformFeeGst: number;
  tds: number;
  /** The amount transferred to the streamer when the payout completes. */
  net: number;
  /** Of `net`, the GST on the streamer's own service that is theirs to remit (0 without a GSTIN). */
  serviceGst: number;
}

/** Spec §3 "payout (merged orders, payoutIds)". */
export interface PayoutDto {
  _id: string;
  streamerId: string;
  streamerName: string;
  currency: Currency;
  status: PayoutStatus;
  /** The orders merged into it (one per line; a reversal line names its order too). */
  orderIds: string[];
  lines: PayoutLineDto[];
  totals: PayoutTotalsDto;
  /** The bank transfer's reference, set when completed. */
  transferReference: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
  completedBy: string | null;
  /** The streamer's verified bank account the payout goes to, masked ('•••• 6789'); null when none is verified. */
  bankAccount: string | null;
}

/**
 * A streamer's remaining lines in one currency: played, paid sales in no payout, plus refunds of sales already
 * paid out (negative lines). `awaitingValidation` counts paid orders and VIP places staff have not validated yet.
 */
export interface RemainingPayoutDto {
  streamerId: string;
  currency: Currency;
  lines: PayoutLineDto[];
  totals: PayoutTotalsDto;
  awaitingValidation: number;
}

/** The streamer's dashboard: what remains now, the drafts staff are preparing, and the last completed payout. */
export interface PayoutSummaryDto {
  streamerId: string;
  remaining: RemainingPayoutDto[];
  active: PayoutDto[];
  lastCompleted: PayoutDto | null;
}

/** The payout's spreadsheet (.xlsx), base64 over NATS; the gateway sends the bytes. */
export interface PayoutSheetDto {
  fileName: string;
  contentBase64: string;
}

export const PAYOUT_SHEET_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Refusals and answers of payout operations (the spec names only `SuccessText.payoutCreated`, said when orders join a payout). */
export const PayoutText = {
  notFound: 'Payout not found',
  notDraft: 'Only a draft payout can be changed',
  notRemaining: 'Some orders are not remaining orders of this streamer and currency',
  notInPayout: 'Some orders are not in this payout',
  nothingToPayOut: 'Nothing to pay out',
  notPositive: 'A payout can be completed only when its total is above zero',
  transferReferenceRequired: 'Enter the transfer reference (1 to 100 characters)',
  notCompleted: 'The statement is ready once the payout is complete',
  removed: 'Payout removed',
  updated: 'Payout updated',
  completed: 'Payout marked complete',
  bankDetailsNotVerified:
    "This streamer's bank details are not verified yet. Verify their onboarding details before paying them out.",
} as const;

/** A bank account as payouts name it: its last 4 characters only ('•••• 6789'). */
export const maskedBankAccount = (lastFour: string) => `•••• ${lastFour}`;

/** What "Generate payouts" made: one draft per currency with remaining orders. */
export const payoutsGeneratedText = (count: number) =>
  count === 0 ? PayoutText.nothingToPayOut : `${count} ${count === 1 ? 'payout' : 'payouts'} generated`;

/** Staff operations are guarded by the gateway (Payouts read/write); `userId` is the staff member. */
export interface PayoutsSubjects {
  'payments.remainingPayouts': { req: { streamerId: string }; res: RemainingPayoutDto[] };
  /** Merges every remaining line of the streamer into their draft payout per currency (made when missing). */
  'payments.generatePayouts': {
    req: Actor & { streamerId: string };
    res: Message & { payouts: PayoutDto[] };
  };
  /** Merges the named remaining orders into the streamer's draft in `currency` (made when missing). */
  'payments.createPayout': {
    req: Actor & { streamerId: string; currency: Currency; orderIds: string[] };
    res: Message & { payout: PayoutDto };
  };
  /** A draft only: adds remaining orders, removes lines (they become remaining again). */
  'payments.updatePayout': {
    req: Actor & { payoutId: string; addOrderIds?: string[]; removeOrderIds?: string[] };
    res: Message & { payout: PayoutDto };
  };
  /** A draft only: its lines become remaining again. */
  'payments.removePayout': { req: Actor & { payoutId: string }; res: Message };
  /** A draft with a positive total: moves its net out of the earnings account and emits payout-completed. */
  'payments.completePayout': {
    req: Actor & { payoutId: string; transferReference: string };
    res: Message & { payout: PayoutDto };
  };
  /** Drafts of the streamer, newest first. */
  'payments.activePayouts': { req: { streamerId: string }; res: PayoutDto[] };
  /** Completed payouts, newest first (spec §9 created_desc), 10 a page. */
  'payments.payoutHistory': { req: { streamerId: string; page?: number }; res: Page<PayoutDto> };
  /** With `streamerId`, a payout of another streamer is not found. */
  'payments.payout': { req: { payoutId: string; streamerId?: string }; res: PayoutDto };
  'payments.payoutSheet': { req: { payoutId: string }; res: PayoutSheetDto };
  'payments.payoutSummary': { req: { streamerId: string }; res: PayoutSummaryDto };
}
