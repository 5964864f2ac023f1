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
}

/** What a streamer sends to add one slot, or the same slot on `repeatWeeks` consecutive weeks. */
export interface AddSlotsInput {
  gigId: string;
  /** YYYY-MM-DD in `timeZone`. */
  date: string;
  /** HH:mm in `timeZone`. */
  startTime: string;
  /** HH:mm in `timeZone`, after startTime on the same day. */
  endTime: string;
  timeZone: string;
  seats: number;
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
  slot_id: string;
  _gig_id: string;
  _influencer_id: string;
  _user_id: string;
  status: OrderStatus;
  numberOfPlayers: number;
  gamerTags: GamerTagDto[];
  stripe_session_id: string | null;
  paymentRef: string | null;
  /** Minor units of `currency`; null until payments prices the checkout. */
  amount: number | null;
  currency: string | null;
  /** When a held order stops holding its seats. */
  expiresAt: string;
  paidAt: string | null;
  createdAt: string;
}

/** One booked fan (an order holding or owning seats) on a slot, as the slot's streamer sees it. */
export interface SlotUserDto {
  _user_id: string;
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

/** Published through the outbox when an order becomes paid. */
export interface OrderPaidEvent {
  orderId: string;
  order_id: string;
  userId: string;
  slotId: string;
  gigId: string;
  streamerId: string;
  numberOfPlayers: number;
  paymentRef: string;
  paidAt: string;
}

export const BookingEventSubjects = {
  orderPaid: 'events.booking.order-paid',
} as const;
