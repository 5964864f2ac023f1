import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestampTz, updatedAt } from '@lobby/service-kit';

/** Minor units; bigint so a sum never overflows, read as a JS number (safe up to 2^53). */
const minor = (name: string) => bigint(name, { mode: 'number' });

/**
 * Ledger accounts. A user wallet is `wallet:{userId}:{currency}` and can never go below zero (the CHECK);
 * system accounts (`system:{kind}:{currency}`) are the other side of each movement and may be negative. A
 * streamer's earnings are `streamer:{streamerId}:earnings:{currency}` (earnings/sale-postings.ts); a refund after
 * a payout may take it below zero, which the next payout settles.
 */
export const accounts = pgTable(
  'accounts',
  {
    account: text('account').primaryKey(),
    kind: text('kind', { enum: ['user_wallet', 'system', 'streamer_earnings'] }).notNull(),
    ownerId: uuid('owner_id'),
    currency: text('currency').notNull(),
    balanceMinor: minor('balance_minor').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('accounts_wallet_not_negative', sql`${t.kind} <> 'user_wallet' OR ${t.balanceMinor} >= 0`),
    check('accounts_wallet_has_owner', sql`${t.kind} <> 'user_wallet' OR ${t.ownerId} IS NOT NULL`),
  ],
);

/** One money movement, named by the caller's idempotency key so a retry moves nothing twice. */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: idColumn(),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind', {
      enum: ['top_up', 'refund', 'payment', 'sale', 'sale_reversal', 'payout'],
    }).notNull(),
    userId: uuid('user_id').notNull(),
    amountMinor: minor('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** Money that came through the sandbox card (development's stand-in), not a real payment. */
    sandbox: boolean('sandbox').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wallet_transactions_key_unique').on(t.idempotencyKey),
    check('wallet_transactions_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);

/** Double entry: the entries of one transaction sum to zero. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: idColumn(),
    account: text('account')
      .notNull()
      .references(() => accounts.account),
    amountMinor: minor('amount_minor').notNull(),
    currency: text('currency').notNull(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => walletTransactions.id),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.account, t.createdAt),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    check('ledger_entries_amount_not_zero', sql`${t.amountMinor} <> 0`),
  ],
);

/**
 * A paid order or VIP place as the books know it: who earned it, the rates in force when it was paid (basis
 * points, so a later configuration change never rewrites the past), its split (gross, fee, GST on the fee, TDS,
 * net: the same figures its sale transaction posts, kept for payout lines and statements; and the GST on the
 * streamer's own service included in net, which posts nothing since it stays the streamer's) and the ledger
 * transactions that split it and, after a refund, reversed it. Balances are sums of those entries. A free order
 * (fully discounted) moves no money and has no transaction.
 */
export const sales = pgTable(
  'sales',
  {
    orderId: text('order_id').primaryKey(),
    kind: text('kind', { enum: ['slot', 'vip'] }).notNull(),
    streamerId: uuid('streamer_id').notNull(),
    userId: uuid('user_id').notNull(),
    gigId: text('gig_id'),
    liveSessionId: text('live_session_id'),
    currency: text('currency').notNull(),
    feeBasisPoints: integer('fee_basis_points').notNull(),
    feeGstBasisPoints: integer('fee_gst_basis_points').notNull().default(0),
    tdsBasisPoints: integer('tds_basis_points').notNull().default(0),
    /** GST on the streamer's own service: the rate while they had a GSTIN, else 0. */
    serviceGstBasisPoints: integer('service_gst_basis_points').notNull().default(0),
    /** The GSTIN the streamer had when the order was paid (the fan's invoice names it). */
    streamerGstin: text('streamer_gstin'),
    title: text('title').notNull().default(''),
    /** Paid through the sandbox card: never paid out in production, labelled "Sandbox" on development's sheets. */
    sandbox: boolean('sandbox').notNull().default(false),
    grossMinor: minor('gross_minor').notNull().default(0),
    feeMinor: minor('fee_minor').notNull().default(0),
    feeGstMinor: minor('fee_gst_minor').notNull().default(0),
    tdsMinor: minor('tds_minor').notNull().default(0),
    netMinor: minor('net_minor').notNull().default(0),
    /** The GST included in gross on the streamer's own service: a part of net, theirs to remit. */
    serviceGstMinor: minor('service_gst_minor').notNull().default(0),
    reversedAt: timestampTz('reversed_at'),
    /** What the refund gave back (the whole gross, or less when a cancellation policy kept a part). */
    refundedMinor: minor('refunded_minor').notNull().default(0),
    /** The split of what was kept (gross − refunded), at the sale's rates: all zero after a full refund. */
    keptGrossMinor: minor('kept_gross_minor').notNull().default(0),
    keptFeeMinor: minor('kept_fee_minor').notNull().default(0),
    keptFeeGstMinor: minor('kept_fee_gst_minor').notNull().default(0),
    keptTdsMinor: minor('kept_tds_minor').notNull().default(0),
    keptNetMinor: minor('kept_net_minor').notNull().default(0),
    keptServiceGstMinor: minor('kept_service_gst_minor').notNull().default(0),
    /** The refund came after the sale was paid out: it is owed back as a negative line in the next payout. */
    refundAfterPayout: boolean('refund_after_payout').notNull().default(false),
    saleTransactionId: uuid('sale_transaction_id').references(() => walletTransactions.id),
    reversalTransactionId: uuid('reversal_transaction_id').references(() => walletTransactions.id),
    paidAt: timestampTz('paid_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sales_streamer_idx').on(t.streamerId, t.paidAt),
    index('sales_live_session_idx').on(t.liveSessionId),
    check('sales_fee_in_range', sql`${t.feeBasisPoints} BETWEEN 0 AND 10000`),
    check(
      'sales_reversal_needs_sale',
      sql`${t.reversalTransactionId} IS NULL OR ${t.saleTransactionId} IS NOT NULL`,
    ),
  ],
);

/**
 * A refund that arrived before its order's sale was booked (order-paid and order-refund-due travel on separate
 * consumers): the sale, once booked, is reversed at `refunded_at` straight away.
 */
export const pendingSaleReversals = pgTable('pending_sale_reversals', {
  orderId: text('order_id').primaryKey(),
  refundedAt: timestampTz('refunded_at').notNull(),
  /** What the refund gives back; null (refunds kept before this column) is everything. */
  amountMinor: minor('amount_minor'),
});

/**
 * Booking's latest played validation of an order (spec §7 played validations), kept apart from sales so one that
 * arrives before its sale is not lost; a later `validated_at` replaces an earlier one. Only played orders (and
 * VIP places, which booking validates alike) are paid out.
 */
export const playValidations = pgTable('play_validations', {
  orderId: text('order_id').primaryKey(),
  streamerId: uuid('streamer_id').notNull(),
  played: boolean('played').notNull(),
  validatedBy: uuid('validated_by').notNull(),
  validatedAt: timestampTz('validated_at').notNull(),
});

/**
 * A streamer's payout in one currency: a draft that staff edit (at most one per streamer and currency), then
 * completed with the bank transfer's reference and the ledger transaction that moved its net out of earnings.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: idColumn(),
    streamerId: uuid('streamer_id').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['draft', 'completed'] }).notNull(),
    transferReference: text('transfer_reference'),
    transactionId: uuid('transaction_id').references(() => walletTransactions.id),
    createdBy: uuid('created_by').notNull(),
    completedBy: uuid('completed_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: timestampTz('completed_at'),
  },
  (t) => [
    uniqueIndex('payouts_one_draft_unique')
      .on(t.streamerId, t.currency)
      .where(sql`${t.status} = 'draft'`),
    index('payouts_streamer_idx').on(t.streamerId, t.status, t.createdAt),
    check('payouts_status_check', sql`${t.status} IN ('draft', 'completed')`),
    check(
      'payouts_completed_has_transfer',
      sql`${t.status} <> 'completed' OR (${t.transferReference} IS NOT NULL AND ${t.transactionId} IS NOT NULL)`,
    ),
  ],
);

/**
 * An order's line in a payout: its sale, or the reversal of a sale already paid out, with its figures as they
 * were when merged (signed: a reversal's are negative), so a later refund never changes a completed payout. The
 * primary key puts each sale and each reversal in exactly one payout.
 */
export const payoutLines = pgTable(
  'payout_lines',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => sales.orderId),
    kind: text('kind', { enum: ['sale', 'reversal'] }).notNull(),
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => payouts.id, { onDelete: 'cascade' }),
    grossMinor: minor('gross_minor').notNull().default(0),
    feeMinor: minor('fee_minor').notNull().default(0),
    feeGstMinor: minor('fee_gst_minor').notNull().default(0),
    tdsMinor: minor('tds_minor').notNull().default(0),
    netMinor: minor('net_minor').notNull().default(0),
    serviceGstMinor: minor('service_gst_minor').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.kind] }),
    index('payout_lines_payout_idx').on(t.payoutId),
    check('payout_lines_kind_check', sql`${t.kind} IN ('sale', 'reversal')`),
  ],
);

/** A streamer's (or, with streamer_id null, the platform's) promo code. Codes are unique ignoring case. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: idColumn(),
    code: text('code').notNull(),
    streamerId: uuid('streamer_id'),
    discountType: text('discount_type', { enum: ['percent', 'fixed'] }).notNull(),
    percentOff: integer('percent_off'),
    amountOffMinor: minor('amount_off_minor'),
    currency: text('currency'),
    validFrom: timestampTz('valid_from'),
    validUntil: timestampTz('valid_until'),
    maxUses: integer('max_uses'),
    maxUsesPerUser: integer('max_uses_per_user'),
    usesCount: integer('uses_count').notNull().default(0),
    gigIds: uuid('gig_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    isActive: boolean('is_active').notNull().default(true),
    /** Set when deleted: the code stops working and leaves the lists; its row stays for past orders. */
    deletedAt: timestampTz('deleted_at'),
    createdBy: uuid('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_unique').on(sql`lower(${t.code})`),
    index('promo_codes_streamer_idx').on(t.streamerId, t.createdAt),
    check(
      'promo_codes_discount_shape',
      sql`(${t.discountType} = 'percent' AND ${t.percentOff} BETWEEN 1 AND 100 AND ${t.amountOffMinor} IS NULL)
        OR (${t.discountType} = 'fixed' AND ${t.amountOffMinor} > 0 AND ${t.currency} IS NOT NULL AND ${t.percentOff} IS NULL)`,
    ),
    check(
      'promo_codes_uses_within_limit',
      sql`${t.usesCount} >= 0 AND (${t.maxUses} IS NULL OR ${t.usesCount} <= ${t.maxUses})`,
    ),
    check(
      'promo_codes_limits_positive',
      sql`(${t.maxUses} IS NULL OR ${t.maxUses} > 0) AND (${t.maxUsesPerUser} IS NULL OR ${t.maxUsesPerUser} > 0)`,
    ),
    check(
      'promo_codes_window',
      sql`${t.validFrom} IS NULL OR ${t.validUntil} IS NULL OR ${t.validFrom} < ${t.validUntil}`,
    ),
  ],
);

/** One counted use per order; releasing keeps the row (released_at) so the history stays. */
export const promoUses = pgTable(
  'promo_uses',
  {
    id: idColumn(),
    promoCodeId: uuid('promo_code_id')
      .notNull()
      .references(() => promoCodes.id),
    userId: uuid('user_id').notNull(),
    orderId: text('order_id').notNull(),
    createdAt: createdAt(),
    releasedAt: timestampTz('released_at'),
  },
  (t) => [
    uniqueIndex('promo_uses_order_unique')
      .on(t.orderId)
      .where(sql`${t.releasedAt} IS NULL`),
    index('promo_uses_code_user_idx').on(t.promoCodeId, t.userId),
  ],
);

/** The last known rates per base currency (spec §3 "Currency data"). Rates are ratios, not money. */
export const exchangeRates = pgTable('exchange_rates', {
  base: text('base').primaryKey(),
  rates: jsonb('rates').$type<Record<string, number>>().notNull(),
  lastFetched: timestampTz('last_fetched').notNull(),
  nextUpdate: timestampTz('next_update').notNull(),
});

/**
 * The ways to pay (spec "payment gateway (priority)"): `stripe` or `sandbox` for cards (whichever the
 * configuration enables) and `wallet`. Staff order them and switch them off; a migration seeds all three.
 */
export const paymentGateways = pgTable(
  'payment_gateways',
  {
    id: idColumn(),
    name: text('name', { enum: ['stripe', 'sandbox', 'wallet'] }).notNull(),
    displayName: text('display_name').notNull(),
    priority: integer('priority').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_gateways_name_unique').on(t.name)],
);

/** Looked-up locations per IP, reused for 24 h (spec §4); failed lookups are not stored. */
export const ipLocations = pgTable('ip_locations', {
  ip: text('ip').primaryKey(),
  location: jsonb('location').$type<Record<string, string>>().notNull(),
  fetchedAt: timestampTz('fetched_at').notNull(),
});

/**
 * One attempt to pay for a booking order, through one provider. Moves created → paid | failed | expired
 * (checkout-state.ts); `amount_minor` is what is charged, after `discount_minor`.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: idColumn(),
    orderId: text('order_id').notNull(),
    /**
     * What it pays for: a booking order, a VIP place of a live queue (whose id is `order_id`), or money into the
     * buyer's wallet (a top-up, whose `order_id` is the session's own id).
     */
    kind: text('kind', { enum: ['order', 'vip', 'top_up'] })
      .notNull()
      .default('order'),
    userId: uuid('user_id').notNull(),
    provider: text('provider', { enum: ['stripe', 'sandbox', 'wallet'] }).notNull(),
    amountMinor: minor('amount_minor').notNull(),
    currency: text('currency').notNull(),
    promoCode: text('promo_code'),
    discountMinor: minor('discount_minor').notNull().default(0),
    status: text('status', { enum: ['created', 'paid', 'failed', 'expired', 'refunded'] }).notNull(),
    providerRef: text('provider_ref'),
    /** The provider's refund id, once a paid session was refunded. */
    refundRef: text('refund_ref'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    expiresAt: timestampTz('expires_at').notNull(),
    completedAt: timestampTz('completed_at'),
  },
  (t) => [
    index('checkout_sessions_order_idx').on(t.orderId),
    // One order is paid by at most one session, and has at most one open session next to it.
    uniqueIndex('checkout_sessions_one_live_per_order')
      .on(t.orderId)
      .where(sql`${t.status} IN ('created', 'paid')`),
    index('checkout_sessions_user_idx').on(t.userId, t.createdAt),
    index('checkout_sessions_open_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'created'`),
    check('checkout_sessions_amount_not_negative', sql`${t.amountMinor} >= 0 AND ${t.discountMinor} >= 0`),
    check('checkout_sessions_kind_check', sql`${t.kind} IN ('order', 'vip', 'top_up')`),
    check('checkout_sessions_paid_has_ref', sql`${t.status} <> 'paid' OR ${t.providerRef} IS NOT NULL`),
  ],
);

/**
 * A refund booking said was due for an order (order-refund-due): one row per order, whatever how many times the
 * event, the API or Stripe's webhook repeat it. `method` card sends the money back through the session's
 * provider (Stripe refunds with the idempotency key `order-refund:{orderId}`), wallet credits the fan's wallet.
 * `pending` until the provider said it went (Stripe may answer pending and confirm with charge.refunded).
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    orderId: text('order_id').primaryKey(),
    userId: uuid('user_id').notNull(),
    /** The checkout session that paid the order; null when none was found (the refund then goes to the wallet). */
    sessionId: uuid('session_id').references(() => checkoutSessions.id),
    method: text('method', { enum: ['card', 'wallet'] }).notNull(),
    provider: text('provider', { enum: ['stripe', 'sandbox', 'wallet'] }),
    amountMinor: minor('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['pending', 'succeeded'] }).notNull(),
    /** Stripe's payment intent, so charge.refunded finds the row. */
    chargeRef: text('charge_ref'),
    /** The provider's refund id, or the wallet transaction's. */
    refundRef: text('refund_ref'),
    reason: text('reason'),
    createdAt: createdAt(),
    settledAt: timestampTz('settled_at'),
  },
  (t) => [
    index('order_refunds_charge_idx').on(t.chargeRef),
    check('order_refunds_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);

export const paymentsSchema = {
  checkoutSessions,
  orderRefunds,
  ipLocations,
  paymentGateways,
  accounts,
  walletTransactions,
  ledgerEntries,
  sales,
  pendingSaleReversals,
  playValidations,
  payouts,
  payoutLines,
  promoCodes,
  promoUses,
  exchangeRates,
};
