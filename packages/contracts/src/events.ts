import type {
  FanLiveMessageDto,
  NewSlotAvailableDto,
  NotificationDto,
  StreamerLiveMessageDto,
} from './notifications/types';

/**
 * Events between services and to the gateway. Realtime pushes are core NATS (every gateway instance gets
 * each one and emits to its own sockets); facts that must not be lost go through JetStream with an outbox.
 */

/** Spec §7 Realtime: events the server emits to a user's sockets. */
export const RealtimeEvents = [
  'notificationsList',
  'newNotification',
  'messageNotificationUserLiveSession',
  'messageInfluencerLiveSession',
  'newSlotAvailableNotification',
  'updateUserLiveSession',
  /** Not named by the spec: a live session's queue changed; watchers refetch it (payload LiveQueueUpdate). */
  'liveQueueUpdated',
  /**
   * Not named by the spec: the user's own role or staff grants changed; their app reads its current user again (so a
   * staff member's sidebar follows at once). No payload.
   */
  'accountChanged',
  /**
   * Not named by the spec: a star went live or ended (payload StarLiveChange), to everyone in the star's public room
   * (a visitor or a fan on their page, following them or not).
   */
  'starLiveChanged',
] as const;
export type RealtimeEvent = (typeof RealtimeEvents)[number];

/**
 * What each realtime event carries: services push it (`EventBus.pushRealtime`), every gateway emits it, and the web's
 * listeners (`useRealtimeEvent`) receive it, all typed from this one map.
 */
export interface RealtimePayloads {
  notificationsList: NotificationDto[];
  newNotification: NotificationDto;
  messageNotificationUserLiveSession: FanLiveMessageDto;
  messageInfluencerLiveSession: StreamerLiveMessageDto;
  newSlotAvailableNotification: NewSlotAvailableDto;
  /** From live when a star's session changes (whose, and its status); from booking when a fan's place moved. */
  updateUserLiveSession: { _live_session_id: string; _influencer_id?: string; status?: 'live' | 'ended' };
  liveQueueUpdated: LiveQueueUpdate;
  accountChanged: Record<string, never>;
  starLiveChanged: StarLiveChange;
}
/** The server's events as Socket.IO types them (`Socket<ServerToClientEvents>`). */
export type ServerToClientEvents = { [E in RealtimeEvent]: (data: RealtimePayloads[E]) => void };
/** The payload of `event`; an event missing from the map does not compile. */
export type RealtimePayload<E extends RealtimeEvent> = RealtimePayloads[E];

/** Spec §7 Realtime: events a client emits. */
export const ClientSocketEvents = {
  joinNotificationSession: 'joinNotificationSession',
  leaveNotificationSession: 'leaveNotificationSession',
  notificationsList: 'notificationsList',
  notificationsMarkRead: 'notificationsMarkRead',
  endLiveSession: 'endLiveSession',
  /** Not named by the spec: a signed-in socket follows a live session's queue ({_live_session_id}). */
  watchLiveSession: 'watchLiveSession',
  unwatchLiveSession: 'unwatchLiveSession',
  /**
   * Not named by the spec: any socket, signed in or not, follows a star's public room ({_influencer_id}) while their
   * page is open, and hears `starLiveChanged`.
   */
  watchStar: 'watchStar',
  unwatchStar: 'unwatchStar',
} as const;

/** The acknowledgement of endLiveSession (spec §7: it holds success and error). */
export interface EndLiveSessionAck {
  success: boolean;
  error?: string;
}

/** What a client emits, with its payload and, where the server answers, its acknowledgement. */
export interface ClientToServerEvents {
  joinNotificationSession: (body: { _user_id: string }, ack?: (answer: unknown) => void) => void;
  leaveNotificationSession: (body: { _user_id: string }, ack?: (answer: unknown) => void) => void;
  notificationsList: (body: { _user_id: string }) => void;
  notificationsMarkRead: (body: { _user_id: string }) => void;
  endLiveSession: (body: { _live_session_id: string }, ack: (answer: EndLiveSessionAck) => void) => void;
  watchLiveSession: (body: { _live_session_id: string }) => void;
  unwatchLiveSession: (body: { _live_session_id: string }) => void;
  watchStar: (body: { _influencer_id: string }) => void;
  unwatchStar: (body: { _influencer_id: string }) => void;
}

/** How many stars' public rooms one socket may follow at once (a tab has a page or two open; this bounds a client). */
export const STAR_ROOMS_PER_SOCKET = 20;

export const RealtimeText = {
  tooManyStarRooms: 'Too many star pages are followed on this connection',
} as const;

/** Core NATS subject the gateways subscribe to (no queue group) to push an event to one user's sockets. */
export const REALTIME_PUSH_SUBJECT = 'realtime.push';

/**
 * Core NATS subject the gateways subscribe to (no queue group) to close users' open sockets at once: their sessions
 * ended (a ban, a deactivation, a password change or reset, a deletion, a logout). Payload `CloseSockets`. At most once: a socket that misses it is still refused on reconnecting.
 */
export const CLOSE_SOCKETS_SUBJECT = 'realtime.close-sockets';

/**
 * Core NATS subject every gateway subscribes to (no queue group) to forget its hot pages (gateway/src/hot-pages):
 * each catalog replica publishes it, with no payload, whenever its own page cache is cleared (a change a public list
 * shows committed). At most once: a gateway that misses it serves a stale list for its few seconds' safety net at most.
 */
export const CATALOG_PAGES_CHANGED_SUBJECT = 'cache.catalog-pages-changed';

export interface CloseSockets {
  /** Every socket of these accounts... */
  userIds: string[];
  /** ...but those of this sign-in (token family): the one that changed the password stays. */
  exceptFamilyId?: string;
  /** And every socket of these sign-ins (a logout). */
  familyIds?: string[];
}

/**
 * One push: to a user's sockets (`userId`), or to a room (`room`: a streamer's room reaches the streamer and
 * their moderators; a live session's room reaches everyone watching it).
 */
export type RealtimePush<E extends RealtimeEvent = RealtimeEvent> = E extends RealtimeEvent
  ? { event: E; data: RealtimePayload<E> } & (
      { userId: string; room?: undefined } | { room: string; userId?: undefined }
    )
  : never;

/**
 * Many users' own pushes of one event in one message (a fan-out to followers): each gateway emits each item to
 * that user's sockets connected to it.
 */
export type RealtimeBatchPush<E extends RealtimeEvent = RealtimeEvent> = E extends RealtimeEvent
  ? { event: E; batch: { userId: string; data: RealtimePayload<E> }[] }
  : never;

export function userRoom(userId: string): string {
  return `user:${userId}`;
}

/** The streamer and the moderators acting for them. */
export function streamerRoom(streamerId: string): string {
  return `streamer:${streamerId}`;
}

/**
 * A star's public room: anyone on their page or live page, signed in or not. Only public facts go there (they went
 * live, they ended), never anything about one user.
 */
export function starRoom(starId: string): string {
  return `star:${starId}`;
}

/** `starLiveChanged` payload: whose live state changed, the session, and whether it is now live or ended. */
export type StarLiveChange = ReturnType<typeof liveSessionUpdateData>;

/** Everyone watching a live session's queue. */
export function liveSessionRoom(liveSessionId: string): string {
  return `live:${liveSessionId}`;
}

/** `liveQueueUpdated` payload: the session whose queue moved and its counts. */
export interface LiveQueueUpdate {
  _live_session_id: string;
  counts: { vip: number; regular: number };
}

/** JetStream stream and subjects for durable domain events. */
export const EVENTS_STREAM = 'LOBBY_EVENTS';

/** Each durable event's payload: the schemas are in ./schema/domain-events (services only; the web loads no zod for them). */
export type {
  CheckoutStartedEvent,
  GigChangedEvent,
  LiveSessionChangedEvent,
  PaymentFailedEvent,
  PaymentSucceededEvent,
  PromoCodeLaunchedEvent,
  UserProfileChangedEvent,
} from './schema/domain-events';
export const DomainEventSubjects = {
  /** A snapshot of a user's public profile, after every change to it (and on creation). */
  userProfileChanged: 'events.identity.user-profile-changed',
} as const;

/** Payments' durable facts (outbox + JetStream). */
export const PaymentsEventSubjects = {
  /** A checkout session was paid; booking marks the order paid with `paymentRef = sessionId`. */
  paymentSucceeded: 'events.payments.payment-succeeded',
  /** A checkout's payment failed after the buyer left for the provider's page: booking gives the hold back. */
  paymentFailed: 'events.payments.payment-failed',
  /** A checkout session opened for an order or a VIP place (catalog's analytics count checkouts started). */
  checkoutStarted: 'events.payments.checkout-started',
  /**
   * A streamer's promo code is switched on (made active, or turned on later): notifications tell the star's
   * followers who asked for promotions on Discord, once per code.
   */
  promoCodeLaunched: 'events.payments.promo-code-launched',
} as const;

/** What a checkout pays for: the seats of a gig order, or a VIP place in a live queue. */
export type HoldKind = 'slot' | 'vip';

/** Catalog's durable facts (outbox + JetStream). */
export const CatalogEventSubjects = {
  /** A snapshot of a gig after every change (created, edited, archived, restored, deleted). */
  gigChanged: 'events.catalog.gig-changed',
} as const;

/** Live's durable facts (outbox + JetStream). */
export const LiveEventSubjects = {
  /** A snapshot of a live session after every change (started, edited, stream link, ended). */
  liveSessionChanged: 'events.live.session-changed',
} as const;

/**
 * `updateUserLiveSession`'s data when a streamer's session changes: pushed by live as it changes, and by identity
 * once its read model has the change (the pages refetch on either).
 */
export function liveSessionUpdateData(streamerId: string, liveSessionId: string, status: 'live' | 'ended') {
  return { _live_session_id: liveSessionId, _influencer_id: streamerId, status };
}
