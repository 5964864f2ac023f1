import type { Actor, Message, Page, PageRequest } from '../rpc';
import type { AddSlotsInput, OrderDto, SlotAvailabilityDto, SlotDto, SlotPageDto } from './types';

/** Booking's request subjects (spec §7 "Sessions, orders, queues, slots"). */
export interface BookingSubjects {
  /** The streamer (Actor; the gateway resolves a moderator's streamer into `userId`) adds slots to a gig. */
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
  /** Internal (payments): marks a held order paid; the same call again answers the same order. */
  'booking.markOrderPaid': { req: { orderId: string; paymentRef: string }; res: OrderDto };
  /** The buyer gives up a held order and its seats. */
  'booking.cancelOrder': { req: Actor & { orderId: string }; res: Message & { order: OrderDto } };
  /** An order, for its buyer or the slot's streamer. */
  'booking.order': { req: Actor & { orderId: string }; res: OrderDto };
  'booking.ordersByUser': { req: Actor & Partial<PageRequest>; res: Page<OrderDto> };
}
