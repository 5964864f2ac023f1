import { z } from 'zod';
import { CancellationPolicyNames, RefundDestinations, RefundReasons } from '../booking/cancellation';
import { Currencies } from '../currency';

/**
 * Every durable domain event (JetStream, written through a service's outbox) as one runtime schema per subject.
 * The payload types are what these schemas parse to; the subject constants stay where they were (the web reads
 * some of those modules at startup, and must not load zod for them).
 *
 * A schema says what a consumer may rely on, no more: the kit parses each delivered event with its subject's
 * schema before the handler runs (a malformed one is parked, see service-kit's EventBus), and `addToOutbox`
 * parses before writing. Fields older events lack stay optional, or take the value they meant (`default`).
 * Unknown fields are dropped.
 */

/** A record's id (records are UUIDv7, older fixtures v4). */
const uuid = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'not a UUID');
/** An instant as ISO text (`toISOString()`); anything `Date` can read. */
const isoTime = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'not a time');
/** Minor units of a currency. */
const minorUnits = z.int().nonnegative();
const currency = z.enum(Currencies);
export const holdKind = z.enum(['slot', 'vip']);
export const queueKind = z.enum(['vip', 'regular']);

// ---------------------------------------------------------------------------------------------------------------
// identity

const userProfileChanged = z.object({
  userId: uuid,
  username: z.string(),
  fullName: z.string(),
  bio: z.string().nullable(),
  profession: z.string().nullable(),
  imageUrl: z.string().nullable(),
  socialLinks: z.array(z.object({ platform: z.string(), url: z.string() })),
  role: z.string(),
  country: z.string().nullable(),
  /** False for banned, inactive and deleted accounts. */
  listed: z.boolean(),
  /** ISO time of the change; a consumer keeps the newest. */
  version: isoTime,
});

const onboardingVerified = z.object({ streamerId: uuid, submissionId: uuid, verifiedAt: isoTime });

const moderatorInvited = z.object({
  invitationId: uuid,
  inviteeId: uuid,
  streamer: z.object({
    userId: uuid,
    username: z.string(),
    fullName: z.string(),
    imageUrl: z.string().nullable(),
  }),
});

// ---------------------------------------------------------------------------------------------------------------
// payments

const promoCodeLaunched = z.object({
  promoCodeId: uuid,
  streamerId: uuid,
  code: z.string(),
  discountType: z.enum(['percent', 'fixed']),
  percentOff: z.number().nullable(),
  amountOff: minorUnits.nullable(),
  currency: currency.nullable(),
  validFrom: isoTime.nullable(),
  validUntil: isoTime.nullable(),
});

const checkoutStarted = z.object({
  sessionId: uuid,
  holdKind,
  /** The order's or the queue place's id. */
  holdId: uuid,
  userId: uuid,
  streamerId: uuid,
  /** Gig orders only. */
  gigId: uuid.nullable(),
  amount: minorUnits,
  currency,
  startedAt: isoTime,
});

const paymentFailed = z.object({
  sessionId: uuid,
  holdKind,
  /** The order's or the queue place's id. */
  holdId: uuid,
  userId: uuid,
  reason: z.string(),
});

const paymentSucceeded = z.object({
  sessionId: uuid,
  /** What was paid for, so a consumer routes the payment without looking the id up. */
  holdKind,
  /** The order's or the queue place's id (the same as orderId). */
  holdId: uuid,
  orderId: uuid,
  userId: uuid,
  amount: minorUnits,
  currency,
  provider: z.enum(['stripe', 'sandbox', 'wallet']),
  providerRef: z.string(),
  /** The promo discount taken off the order's amount (minor units) and its code (none in events from before promos). */
  discount: minorUnits.default(0),
  promoCode: z.string().nullable().default(null),
});

const payoutCompleted = z.object({
  payoutId: uuid,
  streamerId: uuid,
  /** Minor units of `currency`. */
  amount: minorUnits,
  currency,
  orderCount: z.int().nonnegative(),
  completedAt: isoTime,
});

// ---------------------------------------------------------------------------------------------------------------
// catalog and live

const gigChanged = z.object({
  gigId: uuid,
  streamerId: uuid,
  slug: z.string(),
  title: z.string(),
  /** Price per player in minor units of `currency`. */
  price: z.int().positive(),
  currency,
  /** The game mode's players (the default seats of a slot); null without a mode. */
  players: z.int().positive().nullable(),
  /** The game mode's length in minutes: every slot of the gig lasts this long; null without a mode. */
  modeMinutes: z.int().positive().nullable(),
  /** Active and not deleted: new orders may be taken. */
  bookable: z.boolean(),
  /** The gig's cancellation policy (issue 16); missing in older snapshots: the default. */
  cancellationPolicy: z.enum(CancellationPolicyNames).optional(),
  /** ISO time of the change; a consumer keeps the newest. */
  version: isoTime,
});

const liveSessionChanged = z.object({
  liveSessionId: uuid,
  streamerId: uuid,
  title: z.string(),
  /** The VIP queue price in minor units of `currency`. */
  price: z.int().positive(),
  currency,
  status: z.enum(['live', 'ended']),
  /** ISO time of the change. */
  version: isoTime,
});

// ---------------------------------------------------------------------------------------------------------------
// booking

const orderPaid = z.object({
  orderId: uuid,
  order_id: z.string(),
  /** Events written before VIP places were orders carry none: read a missing kind as 'slot'. */
  holdKind: holdKind.optional(),
  userId: uuid,
  /** Slot orders only (null for a VIP place). */
  slotId: uuid.nullable(),
  gigId: uuid.nullable(),
  /** VIP places only. */
  liveSessionId: uuid.nullish(),
  streamerId: uuid,
  numberOfPlayers: z.int().nonnegative(),
  paymentRef: z.string(),
  amountPaid: minorUnits,
  currency,
  paidAt: isoTime,
  /**
   * What the confirmation, its invoice and the reminder show. Amounts in minor units of `currency`. For a VIP
   * place: the live session's title, no slug, and both times are when it was paid.
   */
  gigTitle: z.string(),
  gigSlug: z.string(),
  slotStartsAt: isoTime,
  slotEndsAt: isoTime,
  amount: minorUnits,
  discount: minorUnits,
  promoCode: z.string().nullable(),
  provider: z.string().nullable(),
});

const slotsAdded = z.object({
  streamerId: uuid,
  gigId: uuid,
  gigTitle: z.string(),
  gigSlug: z.string(),
  slots: z.array(z.object({ slotId: uuid, startsAt: isoTime, endsAt: isoTime })),
});

const queueJoined = z.object({
  entryId: uuid,
  liveSessionId: uuid,
  streamerId: uuid,
  userId: uuid,
  kind: queueKind,
  joinedAt: isoTime,
});

const queueCalled = z.object({
  entryId: uuid,
  liveSessionId: uuid,
  streamerId: uuid,
  userId: uuid,
  lobbyCodeReady: z.boolean(),
  calledAt: isoTime,
});

const orderReleased = z.object({ orderId: uuid, status: z.enum(['expired', 'cancelled']) });

const paymentRejected = z.object({ orderId: uuid, sessionId: uuid, reason: z.string() });

const orderRefundDue = z.object({
  orderId: uuid,
  userId: uuid,
  /** What goes back, minor units of `currency`. */
  amount: minorUnits,
  currency,
  /** What was charged; `amount` is less when the policy kept a part. */
  amountPaid: minorUnits.optional(),
  /** The checkout session that paid the order. */
  paymentRef: z.string().nullish(),
  /** 'card' = back the way it was paid (a wallet payment goes back to the wallet); 'wallet' = to the wallet. */
  refundTo: z.enum(RefundDestinations).optional(),
  reason: z.enum(RefundReasons).optional(),
  streamerId: uuid.optional(),
  /** The gig's (or live session's) title, for the fan's notice. */
  title: z.string().optional(),
  /** A slot order's gig (null for a VIP place), so a refunded order stops counting as the gig's sale. */
  gigId: uuid.nullish(),
});

const orderCancelled = z.object({
  orderId: uuid,
  userId: uuid,
  streamerId: uuid,
  refundAmount: minorUnits,
  currency,
  reason: z.enum(RefundReasons),
  cancelledAt: isoTime,
});

const orderPlayValidated = z.object({
  orderId: uuid,
  streamerId: uuid,
  played: z.boolean(),
  validatedBy: uuid,
  validatedAt: isoTime,
});

const giveawayWinner = z.object({ drawId: uuid, title: z.string(), userId: uuid });

// ---------------------------------------------------------------------------------------------------------------
// audit

const auditTarget = z.object({ type: z.string().min(1), id: z.string().min(1), label: z.string().nullish() });

const staffAction = z.object({
  actorId: uuid,
  action: z.string().min(1),
  target: auditTarget,
  before: z.record(z.string(), z.unknown()).nullable().default(null),
  after: z.record(z.string(), z.unknown()).nullable().default(null),
  at: isoTime,
});

/**
 * Each durable event subject and the schema of its payload. The subjects are spelled out rather than read from
 * their constants (whose modules re-export the payload types from here); domain-event-subjects.check.ts keeps the two
 * lists equal.
 */
export const DomainEventSchemas = {
  'events.identity.user-profile-changed': userProfileChanged,
  'events.identity.onboarding-verified': onboardingVerified,
  'events.identity.moderator-invited': moderatorInvited,
  'events.payments.payment-succeeded': paymentSucceeded,
  'events.payments.payment-failed': paymentFailed,
  'events.payments.checkout-started': checkoutStarted,
  'events.payments.promo-code-launched': promoCodeLaunched,
  'events.payouts.payout-completed': payoutCompleted,
  'events.catalog.gig-changed': gigChanged,
  'events.live.session-changed': liveSessionChanged,
  'events.booking.order-paid': orderPaid,
  'events.booking.order-released': orderReleased,
  'events.booking.payment-rejected': paymentRejected,
  'events.booking.order-refund-due': orderRefundDue,
  'events.booking.order-cancelled': orderCancelled,
  'events.booking.order-play-validated': orderPlayValidated,
  'events.booking.slots-added': slotsAdded,
  'events.booking.queue-joined': queueJoined,
  'events.booking.queue-called': queueCalled,
  'events.booking.giveaway-winner': giveawayWinner,
  'events.audit.staff-action': staffAction,
} as const satisfies Record<string, z.ZodType>;

/** A durable event subject. */
export type EventSubject = keyof typeof DomainEventSchemas;
/** The payload of an event of subject `S`, as its schema parses it. */
export type EventOf<S extends EventSubject> = z.output<(typeof DomainEventSchemas)[S]>;

export function isEventSubject(subject: string): subject is EventSubject {
  return Object.hasOwn(DomainEventSchemas, subject);
}

// ---------------------------------------------------------------------------------------------------------------
// The payload types (re-exported, type only, beside their subjects)

/**
 * Identity's public view of a person, sent whole after each change so consumers can upsert it and ignore an
 * older snapshot (compare `version`). `listed` is false for banned, inactive and deleted accounts.
 */
export type UserProfileChangedEvent = z.output<typeof userProfileChanged>;

/** Staff verified a streamer's onboarding submission (once per submission). */
export type OnboardingVerifiedEvent = z.output<typeof onboardingVerified>;

/** A streamer invited someone to moderate for them (once per invitation). */
export type ModeratorInvitedEvent = z.output<typeof moderatorInvited>;

/** Written in the transaction that makes a streamer's code active. Amounts in minor units. */
export type PromoCodeLaunchedEvent = z.output<typeof promoCodeLaunched>;

/** Written once per checkout session, in the transaction that opens it. Amounts in minor units. */
export type CheckoutStartedEvent = z.output<typeof checkoutStarted>;

/** Written once per checkout session, in the transaction that moves it to failed; no money moved. */
export type PaymentFailedEvent = z.output<typeof paymentFailed>;

/** Written once per checkout session, in the transaction that moves it to paid. Amounts in minor units. */
export type PaymentSucceededEvent = z.output<typeof paymentSucceeded>;

/** Payouts' durable fact: a payout was marked complete (the streamer is told in-app and by email). */
export type PayoutCompletedEvent = z.output<typeof payoutCompleted>;

/** What other services need of a gig, sent whole so a consumer upserts it and ignores older snapshots. */
export type GigChangedEvent = z.output<typeof gigChanged>;

/** What other services need of a live session, sent whole; a consumer keeps the newest `version`. */
export type LiveSessionChangedEvent = z.output<typeof liveSessionChanged>;

/** Published through the outbox when an order (seats on a slot, or a VIP place) becomes paid. */
export type OrderPaidEvent = z.output<typeof orderPaid>;

/** A streamer added slots to a gig (one event per add): followers of the star are told. */
export type SlotsAddedEvent = z.output<typeof slotsAdded>;

/** A fan took a place in a live session's line (a paid VIP place, or a regular one): the streamer is told. */
export type QueueJoinedEvent = z.output<typeof queueJoined>;

/** The streamer called a fan to playing next: the fan is told (never the lobby code itself). */
export type QueueCalledEvent = z.output<typeof queueCalled>;

/** A held order gave its seats back (expired or cancelled): payments releases its promo use and open checkout. */
export type OrderReleasedEvent = z.output<typeof orderReleased>;

/**
 * Booking could not take a payment (the hold was swept, the order cancelled or paid by another session):
 * payments refunds the session the way it was paid.
 */
export type PaymentRejectedEvent = z.output<typeof paymentRejected>;

/**
 * A paid order was cancelled and money is due back to the fan (the fan cancelled within the policy, the
 * streamer removed them or the slot, the slot was not held, a VIP place went unserved). Payments refunds
 * `amount` the way it was paid (or to the wallet), once per order; earnings reverses the sale. Fields after
 * `currency` came with cancellations (issue 16): an event without them is a full refund to the wallet.
 */
export type OrderRefundDueEvent = z.output<typeof orderRefundDue>;

/**
 * A paid slot order was cancelled (by the fan, or the streamer for them), whatever the refund, even none:
 * notifications drops its reminder. Money moves only through order-refund-due.
 */
export type OrderCancelledEvent = z.output<typeof orderCancelled>;

/**
 * Staff marked a paid order played or not played (spec §7 Admin, played validations). Only played orders can be
 * paid out; a later validation of the same order replaces the earlier one (`validatedAt` orders them).
 */
export type OrderPlayValidatedEvent = z.output<typeof orderPlayValidated>;

/** A giveaway drew this fan (one event per winner): they are told. */
export type GiveawayWinnerEvent = z.output<typeof giveawayWinner>;

/** What a staff action changed: a kind of thing ('game', 'payout', 'user'…), its id and a name people know it by. */
export type AuditTarget = z.output<typeof auditTarget>;

/**
 * One staff write. `action` is a dotted name ('catalog.game.update', 'payments.payout.complete'); `before` and
 * `after` are the changed record's fields that matter, null for a create (before) or a delete (after). Secrets
 * (passwords, bank numbers, tokens) are never put in.
 */
export type StaffActionEvent = z.output<typeof staffAction>;
