import type { Actor, Message, Page, PageRequest } from '../rpc';
import type {
  AddSlotsInput,
  GamerTagDto,
  InvoiceDto,
  LobbyCodeDetailsDto,
  OrderDto,
  SlotAvailabilityDto,
  SlotDto,
  SlotPageDto,
} from './types';

/** Orders of a calendar month (1-12) in `timeZone` (UTC by default), by when their slot starts. */
export interface MonthFilter {
  year?: number;
  month?: number;
  timeZone?: string;
}

/** Booking's request subjects (spec §7 "Sessions, orders, queues, slots"). */
export interface BookingSubjects {
  /**
   * The streamer (Actor; the gateway resolves a moderator's streamer into `userId`) adds slots to one of their
   * own gigs; seats default to the gig's mode players.
   */
  'booking.addSlots': { req: Actor & AddSlotsInput; res: Message & { slots: SlotDto[] } };
  /** Upcoming slots of a gig, soonest first. */
  'booking.slotsByGig': { req: { gigId: string }; res: SlotDto[] };
  /**
   * A streamer's slots that have not ended yet, soonest first; with `pastDays` (at most 31) also those that
   * started in the last so many days (spec last_seven_and_present_future: 7).
   */
  'booking.slotsByStreamer': { req: { streamerId: string; pastDays?: number }; res: SlotDto[] };
  /** A streamer's slots starting in a month (1-12) of `timeZone` (UTC by default). */
  'booking.slotsByMonth': {
    req: { streamerId: string; month: number; year: number; timeZone?: string };
    res: SlotDto[];
  };
  /** A slot with a page of its booked users; only the slot's streamer sees the users. */
  'booking.slot': { req: Actor & { slotId: string; page?: number; limit?: number }; res: SlotPageDto };
  'booking.checkSlotAvailable': {
    req: { slotId: string; numberOfPlayers?: number };
    res: SlotAvailabilityDto;
  };

  /** Holds seats for the buyer (Actor) until the hold expires or the order is paid. */
  'booking.createOrder': {
    req: Actor & { slotId: string; numberOfPlayers: number; gamerTags: string[] };
    res: OrderDto;
  };
  /** Internal (payment events): marks a held order paid; the same call again answers the same order. */
  'booking.markOrderPaid': {
    req: {
      orderId: string;
      paymentRef: string;
      amountPaid: number;
      discount: number;
      promoCode: string | null;
      /** How it was paid: stripe, sandbox or wallet. */
      provider?: string;
    };
    res: OrderDto;
  };
  /** The buyer's own order, only while it is held and its hold is still running (what a checkout may charge). */
  'booking.orderForCheckout': { req: Actor & { orderId: string }; res: OrderDto };
  /** The buyer gives up a held order and its seats. */
  'booking.cancelOrder': { req: Actor & { orderId: string }; res: Message & { order: OrderDto } };
  /** An order, for its buyer or the slot's streamer. */
  'booking.order': { req: Actor & { orderId: string }; res: OrderDto };
  /** The buyer's orders, newest first; with year and month only those whose slot starts in that month. */
  'booking.ordersByUser': { req: Actor & Partial<PageRequest> & MonthFilter; res: Page<OrderDto> };
  /** The paid orders of the streamer (`userId`), newest slot first, optionally of one month. */
  'booking.ordersByStreamer': { req: Actor & Partial<PageRequest> & MonthFilter; res: Page<OrderDto> };
  /** A user's paid bookings whose slot has ended (`past`) or not (`upcoming`); newest first unless `asc`. */
  'booking.sessions': {
    req: Actor & Partial<PageRequest> & { when: 'past' | 'upcoming'; sort?: 'asc' | 'desc' };
    res: Page<OrderDto>;
  };
  /** The invoice of a paid order, for its buyer or its streamer. */
  'booking.invoice': { req: Actor & { orderId: string }; res: InvoiceDto };
  /** The buyer renames gamer tags of an order (by tag id) before its slot starts. */
  'booking.updateGamerTags': {
    req: Actor & { orderId: string; slotId?: string; gamerTags: GamerTagDto[] };
    res: Message & { order: OrderDto };
  };
  /** The buyer renames one gamer tag of their booking on a slot. */
  'booking.editGamerTag': {
    req: Actor & { slotId: string; gamerTagId: string; gamerTag: string };
    res: Message & { order: OrderDto };
  };
  /** The slot's streamer removes a fan's booking: its seats go back and a paid amount is refunded to the wallet. */
  'booking.removeUserFromSlot': { req: Actor & { slotId: string; bookedUserId: string }; res: Message };
  /** The caller's held and paid bookings of a gig (by id, or by slug with the star's username). */
  'booking.bookedSlotDetails': {
    req: Actor & { productIdOrSlug: string; username?: string };
    res: OrderDto[];
  };
  /** The slot's streamer sets (or clears with an empty string) the lobby code of a slot. */
  'booking.setLobbyCode': {
    req: Actor & { slotId: string; lobbyCode: string };
    res: Message & { slot: SlotDto };
  };
  /** A fan's lobby code for a gig: their paid booking that is running now or next; null when there is none. */
  'booking.userLobbyCode': { req: Actor & { gigId: string }; res: LobbyCodeDetailsDto | null };
  /** The slot's streamer reads its lobby code. */
  'booking.streamerLobbyCode': { req: Actor & { slotId: string }; res: LobbyCodeDetailsDto };
}
