import { sql } from 'drizzle-orm';
import {
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
    amount: integer('amount'),
    currency: text('currency'),
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
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_slot_idx').on(t.slotId),
    index('orders_held_expiry_idx')
      .on(t.expiresAt)
      .where(sql`status = 'held'`),
  ],
);

export const bookingSchema = { slots, orders };
