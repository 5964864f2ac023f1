import type { Currency } from '../currency';
import type { HoldKind } from '../events';
import type { RefundDestination } from './cancellation';

/** Booking's records as they cross the wire (spec §3 "Slot, order, queue" and "Purchase draft"). */

/** A bookable time of a gig. Times are ISO instants in UTC; `date` is the day in the streamer's zone. */
export interface SlotDto {
  _id: string;
  _gig_id: string;
  /** The same gig id under the spec's older name. */
  _product_id: string;
  _influencer_id: string;
  /** YYYY-MM-DD in `timeZone`. */
  date: string;
  startTime: string;
  endTime: string;
  /** The streamer's IANA time zone the slot was created in. */
  timeZone: string;
  seats: number;
  seatsTaken: number;
  seatsLeft: number;
  /** The gig's price per player (minor units) and currency, when booking knows the gig. */
  price: number | null;
  currency: Currency | null;
  /** When the streamer cancelled the slot or marked it not held (its fans refunded); null while it stands. */
  cancelledAt: string | null;
}

/** An open slot on the home page (spec upcomingSessionsHomePage): the slot with its gig and star. */
export interface OpenSlotDto extends SlotDto {
  product_title: string;
  slug: string;
  influencerUsername: string;
  influencerName: string;
}

/** What a streamer sends to add one slot, or the same slot on `repeatWeeks` consecutive weeks. */
export interface AddSlotsInput {
  gigId: string;
  /** YYYY-MM-DD in `timeZone`. */
  date: string;
  /** HH:mm in `timeZone`. */
  startTime: string;
  /**
   * HH:mm in `timeZone`. A gig with a game mode has slots of the mode's length: left out, the end follows from
   * the start; given, it must match. Without a mode it is required, after startTime on the same day.
   */
  endTime?: string;
  timeZone: string;
  /** Left out: the players of the gig's game mode. */
  seats?: number;
  /** 1 (the default) adds one slot; n adds it on n consecutive weeks. */
  repeatWeeks?: number;
}

export interface GamerTagDto {
  _id: string;
  gamerTag: string;
}

/** Order states; the allowed moves between them live in booking's order-state.ts. */
export const OrderStatuses = ['held', 'paid', 'completed', 'expired', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof OrderStatuses)[number];

export interface OrderDto {
  _id: string;
  /** Human-readable order number shown to fans and streamers. */
  order_id: string;
  /** What the order holds: seats on a slot, or a VIP place in a live session's queue (same id as the place). */
  kind: HoldKind;
  /** Slot orders only (null for a VIP place). */
  slot_id: string | null;
  _gig_id: string | null;
  /** VIP places only: the live session whose queue the place is in (null for a slot order). */
  liveSessionId: string | null;
  _influencer_id: string;
  _user_id: string;
  status: OrderStatus;
  numberOfPlayers: number;
  gamerTags: GamerTagDto[];
  /** The checkout session that paid the order (Stripe's, the sandbox's or the wallet's); null until paid. */
  stripe_session_id: string | null;
  paymentRef: string | null;
  /** The gig's price per player times the players, in minor units of `currency`, fixed when the hold is taken. */
  amount: number;
  /** The promo discount in minor units; 0 without a code. */
  discount: number;
  /** What was charged (amount − discount), minor units; null until paid. */
  amountPaid: number | null;
  currency: Currency;
  promoCode: string | null;
  /** When a held order stops holding its seats. */
  expiresAt: string;
  paidAt: string | null;
  createdAt: string;
  /**
   * The gig and slot as they were booked. For a VIP place: the live session's title, no slug, and the date and
   * times are when it was paid (or taken, while held), in UTC.
   */
  product_title: string;
  slug: string;
  influencerUsername: string;
  influencerName: string;
  /** The buyer, for the streamer's views. */
  username: string;
  fullName: string;
  date: string;
  startTime: string;
  endTime: string;
  timeZone: string;
  /** Set by the streamer; only the slot's streamer and a buyer with a paid seat ever see it, else null. */
  lobbyCode: string | null;
  /** A cancelled or refunded paid order: what went back (minor units of `currency`) and where; else null. */
  refundAmount: number | null;
  refundTo: RefundDestination | null;
  /** What of the payment the order kept (amountPaid − refundAmount): the streamer's side of it; null until paid. */
  keptAmount: number | null;
}

/** A proper invoice of a paid order (fan and streamer views). Amounts in minor units of `currency`. */
export interface InvoiceDto {
  invoiceNumber: string;
  orderId: string;
  order_id: string;
  kind: HoldKind;
  /** VIP places only. */
  liveSessionId: string | null;
  issuedAt: string;
  buyer: { userId: string; fullName: string; username: string };
  streamer: { userId: string; fullName: string; username: string };
  /** What was bought: the gig, or for a VIP place the live session (`_id` null, title the session's, no slug). */
  gig: { _id: string | null; title: string; slug: string };
  /** The slot booked; for a VIP place `_id` null and the times when it was paid (UTC). */
  slot: { _id: string | null; date: string; startTime: string; endTime: string; timeZone: string };
  numberOfPlayers: number;
  unitPrice: number;
  subtotal: number;
  discount: number;
  promoCode: string | null;
  /** Gig prices include taxes; this is the tax part of `total` (0 where no tax is itemised). */
  taxes: number;
  /**
   * When the streamer had a GSTIN at the sale: the GST included in `total` (equal to `taxes`), its rate in percent
   * and the streamer's GSTIN; null otherwise.
   */
  gst: { gstin: string; percent: number; amount: number } | null;
  total: number;
  currency: Currency;
  paymentMethod: string;
  status: OrderStatus;
  /** What went back to the fan and when (a cancellation may refund only part of `total`); null if nothing did. */
  refund: { amount: number; refundedAt: string } | null;
}

/** Past or upcoming sessions: a user's booked (paid) slots. */
export type SessionDto = OrderDto;

/** Spec lobby-code details: null `lobbyCode` until the streamer sets it. */
export interface LobbyCodeDetailsDto {
  slotId: string;
  orderId?: string;
  startTime: string;
  endTime: string;
  timeZone: string;
  lobbyCode: string | null;
}

/** One booked fan (an order holding or owning seats) on a slot, as the slot's streamer sees it. */
export interface SlotUserDto {
  _user_id: string;
  username: string;
  fullName: string;
  order_id: string;
  status: OrderStatus;
  numberOfPlayers: number;
  gamerTags: GamerTagDto[];
}

/** Spec §3 "Slot page": the slot and a page of its users. */
export interface SlotPageDto {
  slot: SlotDto;
  users: SlotUserDto[];
  totalUsers: number;
  page: number;
  limit: number;
  skip: number;
  totalPages: number;
}

export interface SlotAvailabilityDto {
  available: boolean;
  seatsLeft: number;
}

/**
 * What documents about orders name them by (payouts, their sheet and statement): each order's number and each
 * person's name, for the ids asked; an unknown id is left out.
 */
export interface OrderLabelsDto {
  orderNumbers: Record<string, string>;
  people: Record<string, { fullName: string; username: string }>;
}

export const BookingEventSubjects = {
  orderPaid: 'events.booking.order-paid',
  orderReleased: 'events.booking.order-released',
  paymentRejected: 'events.booking.payment-rejected',
  orderRefundDue: 'events.booking.order-refund-due',
  orderCancelled: 'events.booking.order-cancelled',
  orderPlayValidated: 'events.booking.order-play-validated',
  slotsAdded: 'events.booking.slots-added',
  queueJoined: 'events.booking.queue-joined',
  queueCalled: 'events.booking.queue-called',
} as const;
/*
 * A VIP queue place is paid like an order: its id is the checkout's `orderId`, so payment-succeeded,
 * order-released (an expired hold), payment-rejected and order-refund-due (never served) apply to it unchanged.
 */

/** Live queues (spec §3 "Queues are VIP and regular"). */
export const QueueKinds = ['vip', 'regular'] as const;
export type QueueKind = (typeof QueueKinds)[number];

/**
 * A place in a live session's queue. `held` is a VIP place awaiting payment; the streamer moves a fan
 * waiting → playing_next → in_game → done. A fan leaves (`left`), an unpaid hold `expired`s, and a paid VIP
 * fan never served when the session ends is `refunded` to the wallet.
 */
export const QueueEntryStatuses = [
  'held',
  'waiting',
  'playing_next',
  'in_game',
  'done',
  'left',
  'expired',
  'refunded',
] as const;
export type QueueEntryStatus = (typeof QueueEntryStatuses)[number];

export interface QueueEntryDto {
  _id: string;
  _live_session_id: string;
  _influencer_id: string;
  _user_id: string;
  username: string;
  fullName: string;
  kind: QueueKind;
  status: QueueEntryStatus;
  /** 1-based place among the waiting fans (VIP before regular); null unless waiting. */
  position: number | null;
  gamerTag: string | null;
  /** VIP only: the live price (minor units of `currency`), the discount and what was charged. */
  amount: number | null;
  discount: number;
  amountPaid: number | null;
  currency: Currency | null;
  promoCode: string | null;
  /** A held VIP place stops holding at this time. */
  expiresAt: string | null;
  createdAt: string;
  /** Only the streamer, and the fan themself once in playing next or in game, see it; else null. */
  lobbyCode: string | null;
  /** The session's title and the streamer, for a fan's own lists. */
  liveSessionTitle: string;
  influencerUsername: string;
  influencerName: string;
}

/** Counts of waiting fans, split regular and VIP (spec). */
export interface QueueCountsDto {
  vip: number;
  regular: number;
}

/** The streamer's (or moderator's) view of a session's queue. */
export interface QueueBoardDto {
  _live_session_id: string;
  open: boolean;
  lobbyCode: string | null;
  vipWaiting: QueueEntryDto[];
  regularWaiting: QueueEntryDto[];
  playingNext: QueueEntryDto[];
  inGame: QueueEntryDto[];
  done: QueueEntryDto[];
  counts: QueueCountsDto;
}

/**
 * A fan in a public queue list: their display name only, never an id, username or email. `isYou` marks the
 * viewer's own place, computed per request (the room pushes carry counts only, so nothing per-fan is broadcast).
 */
export interface PublicQueuePlaceDto {
  name: string;
  kind: QueueKind;
  isYou: boolean;
}

/** A waiting fan in a public list, with their place in serving order. */
export interface PublicWaitingPlaceDto extends PublicQueuePlaceDto {
  position: number;
}

/** What the public live page and the overlay show: counts, and who is playing (display names only). */
export interface PublicQueueDto {
  _live_session_id: string;
  open: boolean;
  counts: QueueCountsDto;
  playingNext: PublicQueuePlaceDto[];
  inGame: PublicQueuePlaceDto[];
  /** The next waiting fans in serving order (up to 10). */
  upNext: PublicWaitingPlaceDto[];
}

/** Internal: what booking answers when the streamer closes a session's queue. */
export interface QueueClosedDto {
  closed: true;
  /** Paid VIP places refunded to the wallet because they were never served. */
  refunded: number;
}

/** Booking's view of a streamer's running live session (from live's events). */
export interface LiveQueueSessionDto {
  _live_session_id: string;
  _influencer_id: string;
  title: string;
  /** Minor units. */
  price: number;
  currency: Currency;
  open: boolean;
}

/** A live session's lobby code for the caller (spec user/streamer lobby-code-details with liveSessionId). */
export interface LiveLobbyCodeDto {
  liveSessionId: string;
  /** The caller's place, when they have one. */
  entryId: string | null;
  status: QueueEntryStatus | null;
  lobbyCode: string | null;
}

/** Booking's durable events' payloads (their schemas: ../schema/domain-events). */
export type {
  OrderCancelledEvent,
  OrderPaidEvent,
  OrderPlayValidatedEvent,
  OrderRefundDueEvent,
  OrderReleasedEvent,
  PaymentRejectedEvent,
  QueueCalledEvent,
  QueueJoinedEvent,
  SlotsAddedEvent,
} from '../schema/domain-events';
