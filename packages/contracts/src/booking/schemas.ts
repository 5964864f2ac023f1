import { z } from 'zod';
import { InputLimits, PageSizes } from '../constants';
import { ProfileLimits } from '../identity/types';
import { AccountFieldText, ErrorText } from '../texts';
import {
  id,
  identifier,
  isoDateTime,
  jsonWholeNumber,
  list,
  MAX_PAGE,
  message,
  optional,
  oneOf,
  PageText,
  pageLimit,
  pageQuery,
  pattern,
  wholeNumber,
} from '../schema/fields';
import { RefundDestinations } from './cancellation';
import {
  PLAY_VALIDATIONS_PER_SAVE_MAX,
  PlayStatuses,
  PlayValidationSorts,
  PlayValidationText,
} from './play-validations';
import { BookingText } from './texts';
import { QueueKinds } from './types';

/**
 * Booking's messages. They check shapes and upper bounds: booking owns the rules (a slot in the future, seats left,
 * the end after the start, one place per fan) and answers them itself.
 */

/** Booking's field texts that are not the spec's own. */
export const BookingFieldText = {
  slotId: 'Invalid slot id',
  orderId: 'Invalid order id',
  userId: 'Invalid user id',
  starId: 'Invalid star id',
  slugRequired: 'Slug is required',
  gamerTagId: 'Invalid gamer tag id',
  sort: 'The sort must be asc or desc',
  lobbyCode: `A lobby code has at most ${InputLimits.lobbyCodeMax} characters`,
  liveSessionId: 'Invalid live session id',
  entryId: 'Invalid queue place id',
  moveTo: 'A fan can be moved to playing_next, in_game or done',
} as const;

const MAX_TIME_ZONE_LENGTH = 64;
const timeZone = z
  .string({ error: BookingText.invalidTimeZone })
  .trim()
  .min(1, BookingText.invalidTimeZone)
  .max(MAX_TIME_ZONE_LENGTH, BookingText.invalidTimeZone);

const slotId = id(BookingFieldText.slotId);
const orderId = id(BookingFieldText.orderId);
const starId = id(BookingFieldText.starId);
const liveSessionId = id(BookingFieldText.liveSessionId);
const lobbyCode = z
  .string({ error: BookingFieldText.lobbyCode })
  .max(InputLimits.lobbyCodeMax, BookingFieldText.lobbyCode);

/** How many play: one seat each. */
export const players = jsonWholeNumber(1, InputLimits.slotSeatsMax, BookingText.invalidPlayers);

/** One player's gamer tag, trimmed. */
export const gamerTag = z
  .string({ error: BookingText.gamerTagsRequired })
  .trim()
  .min(1, BookingText.gamerTagsRequired)
  .max(ProfileLimits.gamerTagMax, AccountFieldText.gamerTagTooLong);

/** One gamer tag per player. */
export const gamerTags = z
  .array(gamerTag, { error: BookingText.gamerTagsRequired })
  .min(1, BookingText.gamerTagsRequired)
  .max(InputLimits.slotSeatsMax, BookingText.gamerTagsRequired);

// Orders

/** Spec §3 "Purchase draft": the slot, how many play, and one gamer tag per player. */
export const CreateOrderBody = message({ slotId, numberOfPlayers: players, gamerTags });
export type CreateOrderInput = z.output<typeof CreateOrderBody>;

export const OrderIdParams = message({ id: orderId });
export const UserIdParams = message({ id: id(BookingFieldText.userId) });
export const StreamerOrdersParams = message({ streamerId: starId });
export const OrdersPageQuery = message(pageQuery(PageSizes.orders));

const monthAndYear = {
  month: wholeNumber(1, 12, BookingText.monthYearRequired),
  year: wholeNumber(2000, 3000, BookingText.monthYearRequired),
};

/** Spec §5 "Lists": monthly order listings require year and month; ten to a page. */
export const MonthlyOrdersQuery = message({
  ...pageQuery(PageSizes.orders),
  ...monthAndYear,
  timeZone: optional(timeZone),
});
/** A fan's monthly orders: without `limit`, booking sizes the pages (15 on the first, then 10: spec §9). */
export const FanMonthlyOrdersQuery = MonthlyOrdersQuery.extend({ limit: pageLimit().optional() });
export type FanMonthlyOrdersInput = z.output<typeof FanMonthlyOrdersQuery>;

/** Past and upcoming sessions: six to a page, newest first unless `sort=asc`. */
export const SessionsQuery = message({
  ...pageQuery(PageSizes.sessions),
  sort: optional(oneOf(['asc', 'desc'], BookingFieldText.sort)),
});

/** Spec POST /api/orders/update_gamer_tags. */
export const UpdateGamerTagsBody = message({
  updatedGamerTagsWithId: z
    .array(message({ _id: id(BookingFieldText.gamerTagId), gamerTag }), {
      error: BookingText.gamerTagsRequired,
    })
    .min(1, BookingText.gamerTagsRequired)
    .max(InputLimits.slotSeatsMax, BookingText.gamerTagsRequired),
  order_id: orderId,
  slot_id: optional(slotId),
});
export type UpdateGamerTagsInput = z.output<typeof UpdateGamerTagsBody>;

/** Spec POST /api/v1/user/edit-gamer-tag. */
export const EditGamerTagBody = message({ slotId, gamerTagId: id(BookingFieldText.gamerTagId), gamerTag });
export type EditGamerTagInput = z.output<typeof EditGamerTagBody>;

/** Spec POST /api/v1/user/booked-slot-details. */
export const BookedSlotDetailsBody = message({
  productIdOrSlug: z
    .string({ error: BookingText.productRequired })
    .trim()
    .min(1, BookingText.productRequired)
    .max(200, BookingText.productRequired),
  username: optional(identifier()),
});
export type BookedSlotDetailsInput = z.output<typeof BookedSlotDetailsBody>;

/** A lobby code's owner: a live session (`liveSessionId` wins when given), else `key`, a valid id (its own text). */
const liveSessionOr =
  <Key extends string>(key: Key, text: string) =>
  (query: { liveSessionId?: string | null } & { [K in Key]?: string | null }, context: z.RefinementCtx) => {
    if (query.liveSessionId === undefined && !id(text).safeParse(query[key]).success) {
      context.addIssue({ code: 'custom', message: text, path: [key] });
    }
  };

/** A gig's lobby code (`productId`), or a live session's (`liveSessionId`, which wins when both are given). */
export const UserLobbyCodeQuery = message({
  productId: optional(z.string()),
  liveSessionId: optional(liveSessionId),
}).superRefine(liveSessionOr('productId', BookingText.productRequired));
/** A slot's lobby code (`slotId`), or a live session's (`liveSessionId`, which wins when both are given). */
export const StreamerLobbyCodeQuery = message({
  slotId: optional(z.string()),
  liveSessionId: optional(liveSessionId),
}).superRefine(liveSessionOr('slotId', BookingFieldText.slotId));

// Slots

const date = pattern(/^\d{4}-\d{2}-\d{2}$/, BookingText.invalidDate);
const time = pattern(/^\d{2}:\d{2}$/, BookingText.invalidTime);

/** A streamer's new slot (or the same slot on `repeatWeeks` weeks), in the streamer's time zone. */
export const AddSlotsBody = message({
  gigId: id(BookingText.invalidGig),
  date,
  startTime: time,
  /** Left out: the start plus the length of the gig's game mode (booking checks a given one matches it). */
  endTime: optional(time),
  timeZone,
  /** Left out: the players of the gig's game mode. */
  seats: optional(jsonWholeNumber(1, InputLimits.slotSeatsMax, BookingText.invalidSeats)),
  repeatWeeks: optional(jsonWholeNumber(1, InputLimits.slotRepeatWeeksMax, BookingText.invalidRepeat)),
});
export type AddSlotsBodyInput = z.output<typeof AddSlotsBody>;

export const StreamerIdParams = message({ id: starId });
export const MonthParams = message({ id: starId, ...monthAndYear });
export const TimeZoneQuery = message({ timeZone: optional(timeZone) });
export const SlotIdParams = message({ id: slotId });
/** A slot's booked users, four to a page (spec §9). */
export const SlotUsersQuery = message(pageQuery(PageSizes.slotUsers));
export const SlotAvailabilityBody = message({
  numberOfPlayers: optional(jsonWholeNumber(1, InputLimits.slotSeatsMax, BookingText.invalidPlayers)),
});
/** The slug path segment may be missing or blank: the route answers 'Slug is required' for both. */
export const SlugParams = message({
  slug: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || undefined : value),
    optional(identifier()),
  ),
});
export const SlugQuery = message({ username: optional(identifier()) });

/** Spec POST /api/post/slots/delete/user: the streamer removes a fan's booking from a slot. */
export const RemoveSlotUserBody = message({ slotId, userId: id(BookingFieldText.userId) });
export const SetLobbyCodeBody = message({ slotId, lobbyCode });

// Live queues

/** Spec join_vip and join_regular: the session and an optional gamer tag (blank is none). */
export const JoinQueueBody = message({
  liveSessionId,
  gamerTag: optional(
    z
      .string({ error: BookingText.invalidGamerTag })
      .trim()
      .max(ProfileLimits.gamerTagMax, BookingText.invalidGamerTag),
  ),
});
/**
 * join_vip: also the version of the VIP queue terms the fan read and accepted (content records it, and answers 409
 * when a newer version is in force). Clients that send none join as before, with nothing recorded.
 */
export const JoinVipBody = JoinQueueBody.extend({
  acceptedTermsVersion: optional(jsonWholeNumber(1, Number.MAX_SAFE_INTEGER, ErrorText.badRequest)),
});
export const LiveSessionBody = message({ liveSessionId });
export const LiveSessionIdParams = message({ id: liveSessionId });
export const LiveSessionPathParams = message({ liveSessionId });
/** Queue pages: 10 by default; booking serves at most 15 (spec §9). */
export const QueuePageQuery = message(pageQuery(PageSizes.queues));
/** Spec delete_user_regular_queue {id}: the place to leave. */
export const LeaveQueueBody = message({ id: id(BookingFieldText.entryId) });
/** The streamer moves a fan (a moderator names `streamerId`, read by the ActingForStreamer guard). */
export const MoveQueueEntryBody = message({
  entryId: id(BookingFieldText.entryId),
  to: oneOf(['playing_next', 'in_game', 'done'], BookingFieldText.moveTo),
});
/** The streamer sets the session's lobby code; '' clears it. */
export const LiveLobbyCodeBody = message({ liveSessionId, lobbyCode });

// Cancellations

export const CancelOrderParams = message({ orderId });
export const CancelSlotParams = message({ slotId });
/** Where the refund goes: 'card' (the way it was paid, the default) or 'wallet'. */
const refundTo = optional(oneOf(RefundDestinations, BookingText.invalidRefundTo));
export const RefundDestinationMessage = message({ refundTo });

// Play validations (staff)

export const PlayValidationParams = message({ streamerId: starId });
/** Shapes only: booking fills in the 25-day default range and refuses a range that ends before it starts. */
export const PlayValidationsQuery = message({
  ...pageQuery(),
  from: optional(isoDateTime(PlayValidationText.invalidDate, { strict: true })),
  to: optional(isoDateTime(PlayValidationText.invalidDate, { strict: true })),
  playStatus: optional(oneOf(PlayStatuses, PlayValidationText.invalidPlayStatus)),
  sort: optional(oneOf(PlayValidationSorts, PlayValidationText.invalidSort)),
});
const playValidations = z
  .array(
    z.object(
      {
        orderId,
        played: z.boolean({ error: PlayValidationText.validationsRequired }),
      },
      { error: PlayValidationText.validationsRequired },
    ),
    { error: PlayValidationText.validationsRequired },
  )
  .min(1, PlayValidationText.validationsRequired)
  .max(PLAY_VALIDATIONS_PER_SAVE_MAX, PlayValidationText.validationsRequired);
export const SavePlayValidationsBody = message({ validations: playValidations });

/** Booking's routes, grouped and named as the route map groups and names them. */
export const bookingRouteSchemas = {
  orders: {
    bookSlot: { body: CreateOrderBody },
    createOrder: { body: CreateOrderBody },
    order: { params: OrderIdParams },
    ordersOfUser: { params: UserIdParams, query: OrdersPageQuery },
    paginatedOrdersOfUser: { params: UserIdParams, query: OrdersPageQuery },
    monthlyOrdersOfUser: { params: UserIdParams, query: FanMonthlyOrdersQuery },
    upcomingSessions: { params: UserIdParams, query: SessionsQuery },
    pastSessions: { params: UserIdParams, query: SessionsQuery },
    streamerOrders: { params: StreamerOrdersParams, query: OrdersPageQuery },
    streamerMonthlyOrders: { params: StreamerOrdersParams, query: MonthlyOrdersQuery },
    invoice: { params: OrderIdParams },
    invoiceDownload: { params: OrderIdParams },
    updateGamerTags: { body: UpdateGamerTagsBody },
    editGamerTag: { body: EditGamerTagBody },
    bookedSlotDetails: { body: BookedSlotDetailsBody },
    userLobbyCode: { query: UserLobbyCodeQuery },
    cancel: { params: OrderIdParams },
  },
  slots: {
    addSlots: { body: AddSlotsBody },
    removeUser: { body: RemoveSlotUserBody },
    setLobbyCode: { body: SetLobbyCodeBody },
    streamerLobbyCode: { query: StreamerLobbyCodeQuery },
    slots: { params: StreamerIdParams },
    presentAndFutureSlots: { params: StreamerIdParams },
    recentAndFutureSlots: { params: StreamerIdParams },
    monthSlots: { params: MonthParams, query: TimeZoneQuery },
    slot: { params: SlotIdParams, query: SlotUsersQuery },
    checkAvailable: { params: SlotIdParams, body: SlotAvailabilityBody },
    slotsBySlugQuery: { params: SlugParams, query: SlugQuery },
    slotsBySlug: { params: SlugParams, query: SlugQuery },
  },
  queues: {
    joinVip: { body: JoinVipBody },
    joinRegular: { body: JoinQueueBody },
    checkVip: { body: LiveSessionBody },
    vipQueue: { params: LiveSessionIdParams, query: QueuePageQuery },
    regularQueue: { params: LiveSessionIdParams, query: QueuePageQuery },
    paginatedQueuesJoined: { query: QueuePageQuery },
    queuesJoined: { query: QueuePageQuery },
    leaveRegular: { body: LeaveQueueBody },
    board: { params: LiveSessionPathParams },
    publicQueue: { params: LiveSessionPathParams },
    move: { body: MoveQueueEntryBody },
    callNext: { body: LiveSessionBody },
    setLobbyCode: { body: LiveLobbyCodeBody },
  },
  cancellations: {
    quote: { params: CancelOrderParams, query: RefundDestinationMessage },
    cancel: { params: CancelOrderParams, body: RefundDestinationMessage },
    cancelSlot: { params: CancelSlotParams },
    cancelSlotAsStaff: { params: CancelSlotParams },
  },
  playValidations: {
    list: { params: PlayValidationParams, query: PlayValidationsQuery },
    save: { params: PlayValidationParams, body: SavePlayValidationsBody },
  },
};

/** What the gateway asks booking for: the signed-in buyer and their purchase draft. */
export const CreateOrderRequest = CreateOrderBody.extend({ userId: id(BookingFieldText.userId) });

/**
 * The caller the gateway names (from the session, never typed by a client): a malformed one is a bad request.
 * `createOrder` and `addSlots` keep the user id's own text.
 */
const caller = { userId: id(ErrorText.badRequest) };
const actor = { userId: id(BookingFieldText.userId) };
/** A page asked over NATS: either may be left out (booking sizes the page), a given one is the query's. */
const paging = {
  page: optional(wholeNumber(1, MAX_PAGE, PageText.page)),
  limit: optional(pageLimit()),
};
/** A month of a list: both or neither given (booking answers half a month), each in its range. */
const monthFilter = {
  month: optional(monthAndYear.month),
  year: optional(monthAndYear.year),
  timeZone: optional(timeZone),
};
/** Ids to label (at most 1000): what is not an id is skipped, each id once. */
const labelIds = list(z.unknown(), { max: 1000, message: ErrorText.badRequest }).transform((values) => [
  ...new Set(values.filter((value): value is string => id(ErrorText.badRequest).safeParse(value).success)),
]);

/** Booking's requests over NATS. */
export const bookingSubjectSchemas = {
  'booking.createOrder': CreateOrderRequest,
  'booking.addSlots': AddSlotsBody.extend(actor),
  'booking.slotsByMonth': message({ streamerId: starId, ...monthAndYear, timeZone: optional(timeZone) }),
  'booking.slotsByGig': message({ gigId: id(BookingText.invalidGig) }),
  'booking.slotsByStreamer': message({
    streamerId: starId,
    pastDays: optional(jsonWholeNumber(0, InputLimits.slotPastDaysMax, ErrorText.badRequest)),
  }),
  'booking.checkSlotAvailable': SlotAvailabilityBody.extend({ slotId }),
  'booking.orderLabels': message({ orderIds: labelIds, personIds: labelIds }),
  'booking.ordersByUser': message({ ...caller, ...paging, ...monthFilter }),
  'booking.ordersByStreamer': message({ ...caller, ...paging, ...monthFilter }),
  'booking.sessions': message({
    ...caller,
    ...paging,
    when: oneOf(['past', 'upcoming'], ErrorText.badRequest),
    sort: optional(oneOf(['asc', 'desc'], ErrorText.badRequest)),
  }),
  'booking.bookedSlotDetails': BookedSlotDetailsBody.extend(caller),
  'booking.userLobbyCode': message({ ...caller, gigId: id(BookingText.productRequired) }),
  'booking.cancellationQuote': message({ ...caller, orderId, refundTo }),
  'booking.cancelPaidOrder': message({ ...caller, orderId, refundTo }),
  'booking.holdVipPlace': JoinQueueBody.extend(caller),
  'booking.joinRegular': JoinQueueBody.extend(caller),
  'booking.waitingQueue': message({
    liveSessionId: z.string({ error: ErrorText.badRequest }),
    kind: oneOf(QueueKinds, ErrorText.badRequest),
    viewerId: optional(z.string({ error: ErrorText.badRequest })),
    ...paging,
  }),
  'booking.savePlayValidations': message({ ...caller, streamerId: starId, validations: playValidations }),
};
