import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, oneOf, timestampTz, updatedAt } from '@lobby/service-kit';
import type {
  CancellationPolicy,
  CancellationPolicyName,
  GamerTagDto,
  HoldKind,
  OrderStatus,
  PlayStatus,
  QueueEntryStatus,
  QueueKind,
  RefundDestination,
  RefundReason,
} from '@lobby/contracts';

/**
 * A bookable time of a gig (gig and streamer are catalog's and identity's ids: no foreign key across services).
 * `seats_taken` counts the players of held and paid orders; it only moves in the same transaction as the order
 * that takes or releases the seats. Overlaps of one streamer's slots are refused by the exclusion constraint
 * `slots_no_overlap` (migration 0001).
 */
export const slots = pgTable(
  'slots',
  {
    id: idColumn(),
    gigId: uuid('gig_id').notNull(),
    streamerId: uuid('streamer_id').notNull(),
    startsAt: timestampTz('starts_at').notNull(),
    endsAt: timestampTz('ends_at').notNull(),
    /** The streamer's IANA zone the slot was entered in; `date` in the API is the day in this zone. */
    timeZone: text('time_zone').notNull(),
    seats: integer('seats').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    /** Set by the streamer; shown only to fans with a paid seat and to the streamer. */
    lobbyCode: text('lobby_code'),
    /** The streamer (or staff) cancelled the slot, or marked it not held: it takes no more orders. */
    cancelledAt: timestampTz('cancelled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('slots_seats_check', sql`${t.seats} >= 1`),
    check('slots_seats_taken_check', sql`${t.seatsTaken} >= 0 AND ${t.seatsTaken} <= ${t.seats}`),
    check('slots_times_check', sql`${t.endsAt} > ${t.startsAt}`),
    index('slots_gig_idx').on(t.gigId, t.startsAt),
    index('slots_streamer_idx').on(t.streamerId, t.startsAt),
  ],
);

/**
 * A priced, expiring hold a fan pays for: seats on a slot (`kind` slot) or a VIP place in a live session's queue
 * (`kind` vip, same id as its queue entry). Its status moves only as holds/hold-state.ts allows.
 */
export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    orderNumber: text('order_number').notNull(),
    kind: text('kind').$type<HoldKind>().notNull().default('slot'),
    userId: uuid('user_id').notNull(),
    /** Slot orders only. */
    slotId: uuid('slot_id').references(() => slots.id),
    gigId: uuid('gig_id'),
    /** VIP places only: the session whose queue the place is in. */
    liveSessionId: uuid('live_session_id').references((): AnyPgColumn => liveSessions.id),
    streamerId: uuid('streamer_id').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    numberOfPlayers: integer('number_of_players').notNull(),
    gamerTags: jsonb('gamer_tags').$type<GamerTagDto[]>().notNull(),
    stripeSessionId: text('stripe_session_id'),
    paymentRef: text('payment_ref'),
    /** Price per player × players, minor units, fixed when the hold is taken. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    discount: integer('discount').notNull().default(0),
    amountPaid: integer('amount_paid'),
    promoCode: text('promo_code'),
    /** How it was paid: stripe, sandbox or wallet (payments' provider). */
    paymentProvider: text('payment_provider'),
    /** The gig's cancellation policy when the hold was taken (slot orders; null before issue 16: the gig's now). */
    cancellationPolicy: jsonb('cancellation_policy').$type<CancellationPolicy>(),
    /** A paid order cancelled or refunded: what went back, where, and why. */
    refundAmount: integer('refund_amount'),
    refundTo: text('refund_to').$type<RefundDestination>(),
    refundReason: text('refund_reason').$type<RefundReason>(),
    /** When that refund (or cancellation with nothing back) was made. */
    refundedAt: timestampTz('refunded_at'),
    /** Staff's finding whether the game was played (validations/play-state.ts); only played orders are paid out. */
    playStatus: text('play_status').$type<PlayStatus>().notNull().default('unvalidated'),
    /** When and by which staff member the play status was last set; null while unvalidated. */
    validatedAt: timestampTz('validated_at'),
    validatedBy: uuid('validated_by'),
    expiresAt: timestampTz('expires_at').notNull(),
    paidAt: timestampTz('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_order_number_unique').on(t.orderNumber),
    oneOf('orders_status_check', t.status, ['held', 'paid', 'completed', 'expired', 'cancelled', 'refunded']),
    check('orders_players_check', sql`${t.numberOfPlayers} >= 1`),
    check('orders_kind_check', sql`${t.kind} IN ('slot', 'vip')`),
    check(
      'orders_kind_target_check',
      sql`(${t.kind} = 'slot' AND ${t.slotId} IS NOT NULL AND ${t.gigId} IS NOT NULL) OR (${t.kind} = 'vip' AND ${t.liveSessionId} IS NOT NULL)`,
    ),
    check(
      'orders_amount_check',
      sql`${t.amount} > 0 AND ${t.discount} >= 0 AND ${t.discount} <= ${t.amount}`,
    ),
    index('orders_streamer_idx').on(t.streamerId, t.status),
    index('orders_payment_ref_idx').on(t.paymentRef),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_slot_idx').on(t.slotId),
    index('orders_live_session_idx').on(t.liveSessionId),
    oneOf('orders_play_status_check', t.playStatus, ['unvalidated', 'played', 'not_played']),
    check(
      'orders_validation_check',
      sql`(${t.playStatus} = 'unvalidated') = (${t.validatedAt} IS NULL) AND (${t.validatedAt} IS NULL) = (${t.validatedBy} IS NULL)`,
    ),
    index('orders_streamer_updated_idx').on(t.streamerId, t.updatedAt),
    index('orders_held_expiry_idx')
      .on(t.expiresAt)
      .where(sql`status = 'held'`),
  ],
);

/** Catalog's gigs as booking needs them (from `events.catalog.gig-changed`); the newest `version` wins. */
export const gigs = pgTable('gigs', {
  id: idColumn(),
  streamerId: uuid('streamer_id').notNull(),
  slug: text('slug').notNull(),
  title: text('title').notNull(),
  /** Per player, minor units of `currency`. */
  price: integer('price').notNull(),
  currency: text('currency').notNull(),
  players: integer('players'),
  /** The game mode's length: every slot of the gig lasts this long; null without a mode. */
  modeMinutes: integer('mode_minutes'),
  bookable: boolean('bookable').notNull(),
  /** The gig's cancellation policy; null until a snapshot names one (then the default applies). */
  cancellationPolicy: text('cancellation_policy').$type<CancellationPolicyName>(),
  version: timestampTz('version').notNull(),
});

/** Identity's people as booking shows them (from `events.identity.user-profile-changed`). */
export const people = pgTable('people', {
  id: idColumn(),
  username: text('username').notNull(),
  fullName: text('full_name').notNull(),
  /** False for banned, inactive and deleted accounts: their slots take no new orders. */
  listed: boolean('listed').notNull().default(true),
  version: timestampTz('version').notNull(),
});

/**
 * Live's sessions as booking's queues need them (from `events.live.session-changed`; the newest `version`
 * wins). `closed_at` and `lobby_code` are booking's own: a snapshot never touches them, so a late one never
 * reopens a closed queue. Every change to a session's queue locks this row first (`SELECT ... FOR UPDATE`).
 */
export const liveSessions = pgTable(
  'live_sessions',
  {
    id: idColumn(),
    streamerId: uuid('streamer_id').notNull(),
    title: text('title').notNull(),
    /** The VIP place's price, minor units of `currency`. */
    price: integer('price').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['live', 'ended'] }).notNull(),
    version: timestampTz('version').notNull(),
    /** When the streamer (through live) closed the queue; never cleared. */
    closedAt: timestampTz('closed_at'),
    /** Set by the streamer; shown only to fans in playing next or in game, and to the streamer. */
    lobbyCode: text('lobby_code'),
  },
  (t) => [
    check('live_sessions_status_check', sql`${t.status} IN ('live', 'ended')`),
    index('live_sessions_streamer_idx').on(t.streamerId, t.version),
  ],
);

/**
 * A fan's place in a live session's queue; its status moves only as queues/queue-state.ts allows. A fan has at
 * most one place in line (waiting, playing next, in game) and at most one running VIP hold per session: the two
 * partial unique indexes. A VIP place is paid as an order: `order_id` names it (the same id as the entry), and
 * its price, payment and expiry live there.
 */
export const queueEntries = pgTable(
  'queue_entries',
  {
    id: idColumn(),
    liveSessionId: uuid('live_session_id')
      .notNull()
      .references(() => liveSessions.id),
    streamerId: uuid('streamer_id').notNull(),
    userId: uuid('user_id').notNull(),
    kind: text('kind').$type<QueueKind>().notNull(),
    status: text('status').$type<QueueEntryStatus>().notNull(),
    gamerTag: text('gamer_tag'),
    /** VIP only: the order that prices, pays and expires the place (the same id as the entry). */
    orderId: uuid('order_id').references(() => orders.id),
    /** The serving order after VIP-first: when the place started waiting (paid for VIP, joined for regular). */
    waitingSince: timestampTz('waiting_since'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('queue_entries_kind_check', sql`${t.kind} IN ('vip', 'regular')`),
    check(
      'queue_entries_status_check',
      sql`${t.status} IN ('held','waiting','playing_next','in_game','done','left','expired','refunded')`,
    ),
    check('queue_entries_vip_order_check', sql`(${t.kind} = 'vip') = (${t.orderId} IS NOT NULL)`),
    check(
      'queue_entries_in_line_check',
      sql`${t.status} IN ('held', 'expired') OR ${t.waitingSince} IS NOT NULL`,
    ),
    uniqueIndex('queue_entries_one_place_in_line')
      .on(t.liveSessionId, t.userId)
      .where(sql`status IN ('waiting', 'playing_next', 'in_game')`),
    uniqueIndex('queue_entries_one_hold')
      .on(t.liveSessionId, t.userId)
      .where(sql`status = 'held'`),
    index('queue_entries_waiting_idx')
      .on(t.liveSessionId, t.waitingSince)
      .where(sql`status = 'waiting'`),
    index('queue_entries_session_idx').on(t.liveSessionId, t.status),
    index('queue_entries_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * A giveaway draw (issue 17): the rule, how many fans it found and a hash of their ids, the seed and the winners, so
 * anyone can re-run the draw and get the same winners.
 */
export const giveawayDraws = pgTable(
  'giveaway_draws',
  {
    id: idColumn(),
    title: text('title').notNull(),
    /** Orders paid in [from, to), optionally of one streamer. */
    ruleFrom: timestampTz('rule_from').notNull(),
    ruleTo: timestampTz('rule_to').notNull(),
    ruleStreamerId: uuid('rule_streamer_id'),
    eligibleCount: integer('eligible_count').notNull(),
    eligibleHash: text('eligible_hash').notNull(),
    seed: text('seed').notNull(),
    /** In draw order. */
    winnerIds: uuid('winner_ids').array().notNull(),
    drawnBy: uuid('drawn_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('giveaway_draws_created_idx').on(t.createdAt)],
);

export const bookingSchema = { slots, orders, gigs, people, liveSessions, queueEntries, giveawayDraws };
