import type {
  AddSlotsInput,
  InvoiceDto,
  LiveLobbyCodeDto,
  LobbyCodeDetailsDto,
  OpenSlotDto,
  OrderDto,
  PublicQueueDto,
  QueueBoardDto,
  QueueEntryDto,
  SlotDto,
} from './types';
import type { RefundDestination } from './cancellation';
import type { PlayValidationFilter, SavePlayValidationsInput } from './play-validations';
import type { Message, Page } from '../rpc';
import type { ResponseOf } from '../subjects';

import {
  GET,
  POST,
  type Body,
  type QueryParams,
  type ActingFor,
  type PageQuery,
  type MonthQuery,
  type QueuesJoinedPage,
  type MyPlaceDto,
  type RawSlotPage,
} from '../http-route';

/** Booking's REST routes (spec §7), grouped as the gateway's controllers are. */
export const bookingRoutes = {
  homeSessions: {
    openSlots: GET('/api/get/upcomingSessionsHomePage').as<{ response: OpenSlotDto[] }>(),
    yourNext: GET('/api/get/yourUpcomingSessionsHomePage').as<{ response: OrderDto[] }>(),
  },
  orders: {
    bookSlot: POST('/api/book-slot/create-order').as<{
      response: OrderDto;
      body: Body<'orders', 'bookSlot'>;
    }>(),
    createOrder: POST('/api/create/order').as<{ response: OrderDto; body: Body<'orders', 'createOrder'> }>(),
    order: GET('/api/get/order_by_orderid/:id').as<{ response: OrderDto }>(),
    ordersOfUser: GET('/api/get/orders_by_userid/:id').as<{ response: Page<OrderDto>; query: PageQuery }>(),
    paginatedOrdersOfUser: GET('/api/get/orders/paginated/user/:id').as<{
      response: Page<OrderDto>;
      query: PageQuery & { status?: string };
    }>(),
    monthlyOrdersOfUser: GET('/api/get/orders/monthly/user/:id').as<{
      response: Page<OrderDto>;
      query: MonthQuery;
    }>(),
    upcomingSessions: GET('/api/get/upcomingsessions/:id').as<{
      response: Page<OrderDto>;
      query: PageQuery;
    }>(),
    pastSessions: GET('/api/get/pastsessions/:id').as<{ response: Page<OrderDto>; query: PageQuery }>(),
    streamerOrders: GET('/api/get/orders/influencer/:streamerId').as<{
      response: Page<OrderDto>;
      query: MonthQuery;
    }>(),
    streamerMonthlyOrders: GET('/api/get/orders/paginated/influencer/:streamerId').as<{
      response: Page<OrderDto>;
      query: MonthQuery;
    }>(),
    invoice: GET('/api/get/user_order/invoice/:id').as<{ response: InvoiceDto; query: ActingFor }>(),
    invoiceDownload: GET('/api/get/user_order/invoice/:id/pdf').as<{ response: Blob; query: ActingFor }>(),
    updateGamerTags: POST('/api/orders/update_gamer_tags').as<{
      response: Message & { order: OrderDto };
      body: Body<'orders', 'updateGamerTags'>;
    }>(),
    editGamerTag: POST('/api/v1/user/edit-gamer-tag').as<{
      response: Message & { order: OrderDto };
      body: Body<'orders', 'editGamerTag'>;
    }>(),
    bookedSlotDetails: POST('/api/v1/user/booked-slot-details').as<{
      response: unknown;
      body: Body<'orders', 'bookedSlotDetails'>;
    }>(),
    userLobbyCode: GET('/api/user/lobby-code-details').as<{
      response: LiveLobbyCodeDto;
      query: { liveSessionId: string };
    }>(),
    cancel: POST('/api/orders/cancel/:id').as<{ response: Message & { order: OrderDto } }>(),
  },
  queues: {
    joinVip: POST('/api/join_vip').as<{
      response: QueueEntryDto;
      /** The VIP queue terms' version the fan accepted (recorded; 409 when a newer one is in force). */
      body: { liveSessionId: string; gamerTag?: string; acceptedTermsVersion?: number };
    }>(),
    joinRegular: POST('/api/join_regular').as<{
      response: Message & { entry: QueueEntryDto };
      body: { liveSessionId: string; gamerTag?: string };
    }>(),
    checkVip: POST('/api/check/vip').as<{ response: MyPlaceDto; body: { liveSessionId: string } }>(),
    vipQueue: GET('/api/get/vipQueue/:id').as<{ response: QueueEntryDto[] }>(),
    regularQueue: GET('/api/get/regularQueue/:id').as<{ response: QueueEntryDto[] }>(),
    queuesOfUser: GET('/api/get/queues_by_user_id').as<{ response: QueueEntryDto[] }>(),
    paginatedQueuesJoined: GET('/api/get/paginatedqueues_by_user_id').as<{
      response: QueuesJoinedPage;
      query: PageQuery;
    }>(),
    queuesJoined: GET('/api/user/live-queues-joined').as<{ response: QueuesJoinedPage; query: PageQuery }>(),
    leaveRegular: POST('/api/post/delete_user_regular_queue').as<{
      response: Message;
      body: { id: string };
    }>(),
    totalQueueCounts: GET('/api/influencer/profile/getTotalQueueCounts').as<{
      response: unknown;
      query: ActingFor;
    }>(),
    board: GET('/api/get/live-queue/:liveSessionId/board').as<{
      response: QueueBoardDto;
      query: ActingFor;
    }>(),
    publicQueue: GET('/api/get/live-queue/:liveSessionId/public').as<{ response: PublicQueueDto }>(),
    move: POST('/api/post/live-queue/move').as<{
      response: Message & { entry: QueueEntryDto };
      body: { entryId: string; to: string; streamerId?: string };
    }>(),
    callNext: POST('/api/post/live-queue/call-next').as<{
      response: Message & { entry: QueueEntryDto };
      body: { liveSessionId: string; streamerId?: string } & Record<string, unknown>;
    }>(),
    setLobbyCode: POST('/api/post/live-queue/lobby-code').as<{
      response: Message & { lobbyCode: string | null };
      body: { liveSessionId: string; lobbyCode: string | null; streamerId?: string } & Record<
        string,
        unknown
      >;
    }>(),
  },
  slots: {
    addSlots: POST('/api/post/influencer/slots/add').as<{
      response: Message & { slots: SlotDto[] };
      body: AddSlotsInput;
      query: ActingFor;
    }>(),
    removeUser: POST('/api/post/slots/delete/user').as<{
      response: Message;
      body: { slotId: string; userId: string; streamerId?: string };
    }>(),
    setLobbyCode: POST('/api/streamer/lobby-code').as<{
      response: Message & { slot: SlotDto };
      body: { slotId: string; lobbyCode: string; streamerId?: string };
    }>(),
    streamerLobbyCode: GET('/api/streamer/lobby-code-details').as<{
      response: LobbyCodeDetailsDto;
      query: ActingFor & { slotId: string };
    }>(),
    slots: GET('/api/get/slots/influencer/:id').as<{ response: SlotDto[]; query: QueryParams }>(),
    presentAndFutureSlots: GET('/api/get/present_future/slots/influencer/:id').as<{
      response: SlotDto[];
      query: QueryParams;
    }>(),
    recentAndFutureSlots: GET('/api/get/last_seven_and_present_future/slots/influencer/:id').as<{
      response: SlotDto[];
      query: QueryParams;
    }>(),
    monthSlots: GET('/api/get/monthvise/slots/influencer/:id/:month/:year').as<{
      response: SlotDto[];
      query: QueryParams;
    }>(),
    slot: GET('/api/get/slot/:id').as<{ response: RawSlotPage; query: PageQuery & ActingFor }>(),
    checkAvailable: POST('/api/post/check-slot-available-to-book/:id').as<{
      response: unknown;
      body: Body<'slots', 'checkAvailable'>;
    }>(),
    slotsBySlugQuery: GET('/api/get/slots-by-slug').as<{
      response: SlotDto[];
      query: { slug?: string; username?: string };
    }>(),
    slotsBySlug: GET('/api/get/slots-by-slug/:slug').as<{
      response: SlotDto[];
      query: { username: string };
    }>(),
  },
  playValidations: {
    /** Spec §2 /admin/validations/influencer-game-playing-validations/{influencerId}: a star's paid orders. */
    list: GET('/api/admin/validations/influencer-game-playing-validations/:streamerId').as<{
      response: ResponseOf<'booking.playValidationOrders'>;
      query: PageQuery & PlayValidationFilter;
    }>(),
    /** Marks orders played or not played, all or none ('Error saving validations orders' on the page). */
    save: POST('/api/admin/validations/influencer-game-playing-validations/:streamerId').as<{
      response: ResponseOf<'booking.savePlayValidations'>;
      body: SavePlayValidationsInput;
    }>(),
  },
  cancellations: {
    /** What the fan would get back for cancelling their paid booking now (issue 16). */
    quote: GET('/api/user/orders/:orderId/cancellation').as<{
      response: ResponseOf<'booking.cancellationQuote'>;
      query: { refundTo?: RefundDestination };
    }>(),
    cancel: POST('/api/user/orders/:orderId/cancel').as<{
      response: ResponseOf<'booking.cancelPaidOrder'>;
      body: { refundTo?: RefundDestination };
    }>(),
    /** The streamer cancels a slot (before its start) or marks it not held (after): every fan refunded in full. */
    cancelSlot: POST('/api/streamer/slots/:slotId/cancel').as<{
      response: ResponseOf<'booking.cancelSlot'>;
      query: ActingFor;
    }>(),
    cancelSlotAsStaff: POST('/api/admin/slots/:slotId/cancel').as<{
      response: ResponseOf<'booking.cancelSlot'>;
    }>(),
  },
} as const;
