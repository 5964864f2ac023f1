import type { Actor, Message, Page, PageRequest } from '../rpc';
import type {
  CancellationQuoteDto,
  OrderCancellationDto,
  RefundDestination,
  SlotCancellationDto,
} from './cancellation';
import type {
  AddSlotsInput,
  GamerTagDto,
  InvoiceDto,
  LiveLobbyCodeDto,
  LiveQueueSessionDto,
  LobbyCodeDetailsDto,
  OpenSlotDto,
  OrderDto,
  OrderLabelsDto,
  PublicQueueDto,
  PublicWaitingPlaceDto,
  QueueBoardDto,
  QueueClosedDto,
  QueueCountsDto,
  QueueEntryDto,
  QueueKind,
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
  /**
   * A hold no payment could be opened for (or whose payment failed before any money moved) goes away: the seats
   * go back and no order is left in anyone's list. Only a held order is released.
   */
  'booking.releaseHold': { req: Actor & { orderId: string }; res: { released: boolean } };
  /** The buyer gives up a held order and its seats. */
  'booking.cancelOrder': { req: Actor & { orderId: string }; res: Message & { order: OrderDto } };
  /** What the buyer would get back for cancelling their paid, upcoming slot order now (by its gig's policy). */
  'booking.cancellationQuote': {
    req: Actor & { orderId: string; refundTo?: RefundDestination };
    res: CancellationQuoteDto;
  };
  /**
   * The buyer cancels their paid, upcoming slot order: the seats go back and the refund the policy gives is due
   * (card or wallet). Repeating it answers the same cancellation.
   */
  'booking.cancelPaidOrder': {
    req: Actor & { orderId: string; refundTo?: RefundDestination };
    res: OrderCancellationDto;
  };
  /**
   * The slot's streamer (or staff, `asStaff`) cancels a slot before it starts, or marks it not held after: every
   * held order is cancelled and every paid one refunded in full; a cancelled slot takes no more orders.
   */
  'booking.cancelSlot': { req: Actor & { slotId: string; asStaff?: boolean }; res: SlotCancellationDto };
  /** An order, for its buyer or the slot's streamer. */
  'booking.order': { req: Actor & { orderId: string }; res: OrderDto };
  /** Internal (payments' payouts): order numbers and people's names to show instead of ids (at most 1000 each). */
  'booking.orderLabels': { req: { orderIds: string[]; personIds: string[] }; res: OrderLabelsDto };
  /** The buyer's orders, newest first; with year and month only those whose slot starts in that month. */
  'booking.ordersByUser': { req: Actor & Partial<PageRequest> & MonthFilter; res: Page<OrderDto> };
  /** The paid orders of the streamer (`userId`), newest slot first, optionally of one month. */
  'booking.ordersByStreamer': { req: Actor & Partial<PageRequest> & MonthFilter; res: Page<OrderDto> };
  /** A user's paid bookings whose slot has ended (`past`) or not (`upcoming`); newest first unless `asc`. */
  'booking.sessions': {
    req: Actor & Partial<PageRequest> & { when: 'past' | 'upcoming'; sort?: 'asc' | 'desc' };
    res: Page<OrderDto>;
  };
  /** Spec yourUpcomingSessionsHomePage: the caller's next paid sessions, soonest first (5). */
  'booking.yourUpcomingSessionsHomePage': { req: Actor; res: OrderDto[] };
  /** Spec upcomingSessionsHomePage: the soonest slots anyone can still book (5), with their gig and star. */
  'booking.upcomingSessionsHomePage': { req: Record<string, never>; res: OpenSlotDto[] };
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
  /**
   * The slot's streamer removes a fan's booking: its seats go back and a paid amount is refunded in full the way it
   * was paid.
   */
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

  /** Live queues. `userId` of a streamer action is the streamer (the gateway resolves a moderator's). */
  /** The VIP price and state of a session as booking knows it (from live's events); 404 when unknown. */
  'booking.liveQueueSession': { req: { liveSessionId: string }; res: LiveQueueSessionDto };
  /** Spec join_vip: holds a VIP place at the live price until paid (the checkout's order id is the place's id). */
  'booking.holdVipPlace': {
    req: Actor & { liveSessionId: string; gamerTag?: string };
    res: QueueEntryDto;
  };
  /** The fan's own VIP place while it is held and its hold is running (what a live checkout may charge). */
  'booking.vipPlaceForCheckout': { req: Actor & { entryId: string }; res: QueueEntryDto };
  /** Spec join_regular: a free place at the end of the regular queue; joining twice answers the same place. */
  'booking.joinRegular': {
    req: Actor & { liveSessionId: string; gamerTag?: string };
    res: Message & { entry: QueueEntryDto };
  };
  /**
   * One place, for its fan (what the live payment success page shows; it may still be held for a moment) or
   * the session's streamer; 404 for anyone else.
   */
  'booking.queueEntry': { req: Actor & { entryId: string }; res: QueueEntryDto };
  /**
   * Spec check/vip: the caller's place in the session — the place in line (waiting, playing next, in game) when
   * there is one, else a running VIP hold — with `isVip` true only for a paid VIP place.
   */
  'booking.checkVip': {
    req: Actor & { liveSessionId: string };
    res: { isVip: boolean; entry: QueueEntryDto | null };
  };
  /**
   * Spec vipQueue/{id} and regularQueue/{id}: the waiting fans of one kind, in serving order, display names only;
   * `viewerId` (when signed in) marks their own place.
   */
  'booking.waitingQueue': {
    req: { liveSessionId: string; kind: QueueKind; viewerId?: string | null } & Partial<PageRequest>;
    res: Page<PublicWaitingPlaceDto>;
  };
  /** The streamer's board: every list of the session's queue. */
  'booking.queueBoard': { req: Actor & { liveSessionId: string }; res: QueueBoardDto };
  /** What anyone may see of a queue (public live page, OBS overlay); `viewerId` marks the viewer's own place. */
  'booking.publicQueue': { req: { liveSessionId: string; viewerId?: string | null }; res: PublicQueueDto };
  /** Spec queues_by_user_id: the caller's active places (held, waiting, playing next, in game). */
  'booking.queuesByUser': { req: Actor; res: QueueEntryDto[] };
  /** Spec paginatedqueues_by_user_id and user/live-queues-joined: every place the caller took, newest first. */
  'booking.queuesJoined': {
    req: Actor & Partial<PageRequest>;
    res: Page<QueueEntryDto> & { totalSessions: number };
  };
  /** Spec delete_user_regular_queue {id}: the fan leaves a regular queue while waiting. */
  'booking.leaveRegularQueue': { req: Actor & { entryId: string }; res: Message };
  /** Waiting fans of a session, split regular and VIP. */
  'booking.queueCounts': { req: { liveSessionId: string }; res: QueueCountsDto };
  /**
   * Spec getTotalQueueCounts: the waiting fans of the streamer's running session (live and queue open), with its
   * id; zeros and a null id when the streamer isn't live.
   */
  'booking.streamerQueueCounts': {
    req: { streamerId: string };
    res: QueueCountsDto & { _live_session_id: string | null };
  };
  /**
   * The streamer moves a fan waiting → playing_next → in_game → done (or straight to done). A regular fan can't be
   * called while a VIP fan waits (VIP fans are served first).
   */
  'booking.moveQueueEntry': {
    req: Actor & { entryId: string; to: 'playing_next' | 'in_game' | 'done' };
    res: Message & { entry: QueueEntryDto };
  };
  /** The streamer calls the next waiting fan (VIP first) to playing next; 404 when nobody waits. */
  'booking.callNext': { req: Actor & { liveSessionId: string }; res: Message & { entry: QueueEntryDto } };
  /** The streamer sets (or clears with '') the session's lobby code. */
  'booking.setLiveLobbyCode': {
    req: Actor & { liveSessionId: string; lobbyCode: string };
    res: Message & { lobbyCode: string | null };
  };
  /**
   * A fan's lobby code for a live session: only in playing next or in game (else `lobbyCode` null); the
   * streamer always sees it.
   */
  'booking.liveLobbyCode': { req: Actor & { liveSessionId: string }; res: LiveLobbyCodeDto };
  /**
   * Internal (live, before ending): closes the queue; 409 LiveText.usersStillPlaying while anyone is in playing
   * next or in game. Waiting fans are let go and paid VIP places refunded the way they were paid. Closing twice is a
   * no-op.
   */
  'booking.closeLiveQueue': { req: Actor & { liveSessionId: string }; res: QueueClosedDto };
}
