import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { GamerTagDto, OrderStatus } from '@lobby/contracts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A bookable time of a gig (gig and streamer are catalog's and identity's ids: no foreign key across services).
 * `seats_taken` counts the players of held and paid orders; it only moves in the same transaction as the order
 * that takes or releases the seats. Overlaps of one streamer's slots are refused by the exclusion constraint
 * `slots_no_overlap` (migration 0001).
 */
export const slots = pgTable(
  'slots',
  {
    id: uuid('id').primaryKey(),
    gigId: uuid('gig_id').notNull(),
    streamerId: uuid('streamer_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The streamer's IANA zone the slot was entered in; `date` in the API is the day in this zone. */
    timeZone: text('time_zone').notNull(),
    seats: integer('seats').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    /** Set by the streamer; shown only to fans with a paid seat and to the streamer. */
    lobbyCode: text('lobby_code'),
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

/** A fan's booking of seats on a slot; its status moves only as orders/order-state.ts allows. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    userId: uuid('user_id').notNull(),
    slotId: uuid('slot_id')
      .notNull()
      .references(() => slots.id),
    gigId: uuid('gig_id').notNull(),
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
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_order_number_unique').on(t.orderNumber),
    check(
      'orders_status_check',
      sql`${t.status} in ('held','paid','completed','expired','cancelled','refunded')`,
    ),
    check('orders_players_check', sql`${t.numberOfPlayers} >= 1`),
    check(
      'orders_amount_check',
      sql`${t.amount} > 0 AND ${t.discount} >= 0 AND ${t.discount} <= ${t.amount}`,
    ),
    index('orders_streamer_idx').on(t.streamerId, t.status),
    index('orders_payment_ref_idx').on(t.paymentRef),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_slot_idx').on(t.slotId),
    index('orders_held_expiry_idx')
      .on(t.expiresAt)
      .where(sql`status = 'held'`),
  ],
);

/** Catalog's gigs as booking needs them (from `events.catalog.gig-changed`); the newest `version` wins. */
export const gigs = pgTable('gigs', {
  id: uuid('id').primaryKey(),
  streamerId: uuid('streamer_id').notNull(),
  slug: text('slug').notNull(),
  title: text('title').notNull(),
  /** Per player, minor units of `currency`. */
  price: integer('price').notNull(),
  currency: text('currency').notNull(),
  players: integer('players'),
  bookable: boolean('bookable').notNull(),
  version: timestamp('version', { withTimezone: true }).notNull(),
});

/** Identity's people as booking shows them (from `events.identity.user-profile-changed`). */
export const people = pgTable('people', {
  id: uuid('id').primaryKey(),
  username: text('username').notNull(),
  fullName: text('full_name').notNull(),
  /** False for banned, inactive and deleted accounts: their slots take no new orders. */
  listed: boolean('listed').notNull().default(true),
  version: timestamp('version', { withTimezone: true }).notNull(),
});

export const bookingSchema = { slots, orders, gigs, people };
