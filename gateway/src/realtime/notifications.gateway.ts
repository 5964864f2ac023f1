import { Inject } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayConnection,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
} from '@nestjs/websockets';
import {
  AuthText,
  CatalogText,
  type CloseSockets,
  ClientSocketEvents,
  ErrorText,
  LiveText,
  liveSessionRoom,
  type ModeratorLinkChange,
  type NotificationDto,
  type RealtimeBatchPush,
  type RealtimePush,
  RealtimeText,
  STAR_ROOMS_PER_SOCKET,
  starRoom,
  streamerRoom,
  userRoom,
} from '@lobby/contracts';
import { DomainError, LOGGER } from '@lobby/service-kit';
import type { Logger } from 'pino';
import type { DefaultEventsMap, Server, Socket } from 'socket.io';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { actingStreamerId } from '../auth/acting-for-streamer.guard';
import { SessionVerifier } from '../auth/session-verifier';
import { ServiceClient } from '../rpc/service-client';

interface SocketData {
  /** Absent for a visitor's socket: it may only follow stars' public rooms. */
  user?: AuthenticatedUser;
  /** The stars whose public rooms this socket follows. */
  stars?: Set<string>;
}
type UserSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;
type SignedInSocket = UserSocket & { data: { user: AuthenticatedUser } };

interface SessionAck {
  success: boolean;
  error?: string;
}

interface SessionRequest {
  _user_id?: unknown;
}

interface LiveSessionRequest {
  _live_session_id?: unknown;
}

interface StarRequest {
  _influencer_id?: unknown;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The realtime surface of spec §7: sockets authenticate with the access token in the handshake
 * (`auth.token` or an Authorization header), join their own user's room, and receive pushes for it. A socket
 * without a token is a visitor's: it may only follow stars' public rooms (went live, ended); a token that is there
 * but no longer valid is refused, so a signed-in page renews it rather than silently hearing nothing.
 */
@WebSocketGateway()
export class NotificationsGateway implements OnGatewayInit, OnGatewayConnection {
  @WebSocketServer()
  private server!: Server;

  constructor(
    @Inject(SessionVerifier) private readonly sessions: SessionVerifier,
    @Inject(ServiceClient) private readonly rpc: ServiceClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  afterInit(server: Server): void {
    server.use((socket: UserSocket, next) => {
      const token = handshakeToken(socket);
      if (!token) return next();
      this.sessions.verifyToken(token).then(
        (user) => {
          socket.data.user = user;
          next();
        },
        (error: unknown) => next(this.refusal(error)),
      );
    });
  }

  /**
   * Every socket of an account is in its account room from the start, so a ban can close them all. The session is
   * checked once more after joining: a ban that committed between the handshake and the join sent its close before
   * this socket was in the room.
   */
  async handleConnection(socket: UserSocket): Promise<void> {
    const user = socket.data.user;
    const token = handshakeToken(socket);
    if (!user || !token) return;
    await socket.join([accountSocketsRoom(user.userId), sessionSocketsRoom(user.familyId)]);
    try {
      await this.sessions.verifyToken(token);
    } catch (error) {
      if (error instanceof DomainError && (error.status === 401 || error.status === 403))
        socket.disconnect(true);
    }
  }

  /**
   * Closes the open sockets of these accounts (but those of the sign-in named by `exceptFamilyId`) and of these
   * sign-ins, on this gateway instance: their sessions ended.
   */
  closeSockets({ userIds, exceptFamilyId, familyIds = [] }: CloseSockets): void {
    for (const userId of userIds) {
      const sockets = this.server.in(accountSocketsRoom(userId));
      (exceptFamilyId ? sockets.except(sessionSocketsRoom(exceptFamilyId)) : sockets).disconnectSockets(true);
    }
    for (const familyId of familyIds) this.server.in(sessionSocketsRoom(familyId)).disconnectSockets(true);
  }

  @SubscribeMessage(ClientSocketEvents.joinNotificationSession)
  async join(
    @ConnectedSocket() socket: UserSocket,
    @MessageBody() body: SessionRequest,
  ): Promise<SessionAck> {
    if (!isOwn(socket, body)) return refusalOf(socket);
    const user = await this.currentUser(socket);
    if (!user) return FORBIDDEN;
    await socket.join(ownRooms(user));
    return { success: true };
  }

  /**
   * A moderator link began or ended: the moderator's sockets that joined their own rooms join or leave the
   * streamer's room on this gateway instance, and their copy of the links follows (acting events read it again).
   */
  async moderatorLinkChanged({ moderatorId, streamerId, linked }: ModeratorLinkChange): Promise<void> {
    const room = streamerRoom(streamerId);
    if (linked) {
      this.server.in(userRoom(moderatorId)).socketsJoin(room);
    } else {
      // Only sockets in the account room: the streamer's own sockets are never taken out of their room.
      this.server.in(accountSocketsRoom(moderatorId)).socketsLeave(room);
    }
    for (const socket of await this.server.in(accountSocketsRoom(moderatorId)).fetchSockets()) {
      const user = (socket.data as SocketData).user;
      if (!user) continue;
      const others = user.modStreamers.filter((id) => id !== streamerId);
      (socket.data as SocketData).user = { ...user, modStreamers: linked ? [...others, streamerId] : others };
    }
  }

  /** Spec leaveNotificationSession, sent on sign-out: this socket stops hearing the caller's own rooms. */
  @SubscribeMessage(ClientSocketEvents.leaveNotificationSession)
  async leave(
    @ConnectedSocket() socket: UserSocket,
    @MessageBody() body: SessionRequest,
  ): Promise<SessionAck> {
    if (!isOwn(socket, body)) return refusalOf(socket);
    for (const room of ownRooms(socket.data.user)) await socket.leave(room);
    return { success: true };
  }

  /**
   * Spec notificationsList: the caller's newest notifications, emitted back as `notificationsList` (an array).
   * `_user_id` must be the caller: nobody reads another person's notifications.
   */
  @SubscribeMessage(ClientSocketEvents.notificationsList)
  async notificationsList(
    @ConnectedSocket() socket: UserSocket,
    @MessageBody() body: SessionRequest,
  ): Promise<SessionAck> {
    if (!isOwn(socket, body)) return refusalOf(socket);
    const userId = socket.data.user.userId;
    return this.emitList(socket, () => this.rpc.send('notifications.recent', { userId }));
  }

  /** Spec notificationsMarkRead: every notification of the caller is read; the list is emitted again. */
  @SubscribeMessage(ClientSocketEvents.notificationsMarkRead)
  async notificationsMarkRead(
    @ConnectedSocket() socket: UserSocket,
    @MessageBody() body: SessionRequest,
  ): Promise<SessionAck> {
    if (!isOwn(socket, body)) return refusalOf(socket);
    const userId = socket.data.user.userId;
    return this.emitList(socket, async () => {
      await this.rpc.send('notifications.markRead', { userId });
      return this.rpc.send('notifications.recent', { userId });
    });
  }

  /** Any signed-in viewer may follow a live session's queue (what it shows is public). */
  @SubscribeMessage(ClientSocketEvents.watchLiveSession)
  async watchLiveSession(
    @ConnectedSocket() socket: UserSocket,
    @MessageBody() body: LiveSessionRequest,
  ): Promise<SessionAck> {
    if (!socket.data.user) return SIGN_IN_REQUIRED;
    const liveSessionId = liveSessionIdOf(body);
    if (!liveSessionId) return SESSION_NOT_FOUND;
    await socket.join(liveSessionRoom(liveSessionId));
    return { success: true };
  }

  @SubscribeMessage(ClientSocketEvents.unwatchLiveSession)
  async unwatchLiveSession(
    @ConnectedSocket() socket: UserSocket,
    @MessageBody() body: LiveSessionRequest,
  ): Promise<SessionAck> {
    if (typeof body?._live_session_id === 'string')
      await socket.leave(liveSessionRoom(body._live_session_id));
    return { success: true };
  }

  /**
   * Any socket, a visitor's too, follows a star's public room while their page is open: only their going live and
   * ending are pushed there. The room is named here from a well-formed id, so no request can name another room.
   */
  @SubscribeMessage(ClientSocketEvents.watchStar)
  async watchStar(
    @ConnectedSocket() socket: UserSocket,
    @MessageBody() body: StarRequest,
  ): Promise<SessionAck> {
    const starId = uuidOf(body?._influencer_id);
    if (!starId) return STAR_NOT_FOUND;
    const stars = (socket.data.stars ??= new Set());
    if (!stars.has(starId) && stars.size >= STAR_ROOMS_PER_SOCKET)
      return { success: false, error: RealtimeText.tooManyStarRooms };
    stars.add(starId);
    await socket.join(starRoom(starId));
    return { success: true };
  }

  @SubscribeMessage(ClientSocketEvents.unwatchStar)
  async unwatchStar(
    @ConnectedSocket() socket: UserSocket,
    @MessageBody() body: StarRequest,
  ): Promise<SessionAck> {
    const starId = uuidOf(body?._influencer_id);
    if (starId && socket.data.stars?.delete(starId)) await socket.leave(starRoom(starId));
    return { success: true };
  }

  /**
   * Spec endLiveSession: the same end as the REST route, for the session's streamer or one of their moderators.
   * The acknowledgement holds success and error (the spec's texts: fans still playing, or the end failed).
   */
  @SubscribeMessage(ClientSocketEvents.endLiveSession)
  async endLiveSession(
    @ConnectedSocket() socket: UserSocket,
    @MessageBody() body: LiveSessionRequest,
  ): Promise<SessionAck> {
    if (!isSignedIn(socket)) return SIGN_IN_REQUIRED;
    const liveSessionId = liveSessionIdOf(body);
    if (!liveSessionId) return SESSION_NOT_FOUND;
    try {
      // Read again, as an HTTP request would be: a moderator removed a moment ago acts for nobody.
      const user = await this.currentUser(socket);
      if (!user) return FORBIDDEN;
      const session = await this.rpc.send('live.session', { liveSessionId });
      const acting = actingStreamerId(user, session._influencer_id);
      if (acting === null) return FORBIDDEN;
      await this.rpc.send('live.end', { userId: acting, liveSessionId });
      return { success: true };
    } catch (error) {
      if (error instanceof DomainError && error.status < 500) return { success: false, error: error.message };
      this.logger.error({ err: error, liveSessionId }, 'ending a live session over the socket failed');
      return { success: false, error: LiveText.endFailed };
    }
  }

  /** Emits to the user's (or the room's) sockets connected to this gateway instance. */
  push(push: RealtimePush | RealtimeBatchPush): void {
    if ('batch' in push) {
      for (const { userId, data } of push.batch) this.server.to(userRoom(userId)).emit(push.event, data);
      return;
    }
    const room = push.userId !== undefined ? userRoom(push.userId) : push.room;
    this.server.to(room).emit(push.event, push.data);
  }

  /**
   * The socket's caller as identity sees them now (role and moderator links), kept on the socket; null when their
   * session ended meanwhile (the socket is closed then).
   */
  private async currentUser(socket: SignedInSocket): Promise<AuthenticatedUser | null> {
    try {
      socket.data.user = await this.sessions.reauthenticate(socket.data.user);
      return socket.data.user;
    } catch (error) {
      if (error instanceof DomainError && (error.status === 401 || error.status === 403)) {
        socket.disconnect(true);
        return null;
      }
      throw error;
    }
  }

  private async emitList(socket: UserSocket, load: () => Promise<NotificationDto[]>): Promise<SessionAck> {
    try {
      socket.emit('notificationsList', await load());
      return { success: true };
    } catch (error) {
      if (error instanceof DomainError && error.status < 500) return { success: false, error: error.message };
      this.logger.error({ err: error }, 'loading notifications over the socket failed');
      return { success: false, error: ErrorText.unexpected };
    }
  }

  /** What a refused client sees in `connect_error`: the message, and the HTTP status it would have got. */
  private refusal(error: unknown): Error {
    if (error instanceof DomainError)
      return Object.assign(new Error(error.message), { data: { status: error.status } });
    this.logger.error({ err: error }, 'socket authentication failed');
    return Object.assign(new Error(ErrorText.unexpected), { data: { status: 500 } });
  }
}

const FORBIDDEN: SessionAck = { success: false, error: AuthText.forbidden };
const SIGN_IN_REQUIRED: SessionAck = { success: false, error: AuthText.signInRequired };
const SESSION_NOT_FOUND: SessionAck = { success: false, error: LiveText.sessionNotFound };
const STAR_NOT_FOUND: SessionAck = { success: false, error: CatalogText.starNotFound };

/** Every socket of one account, joined at connection (not a push room: nothing is emitted to it). */
function accountSocketsRoom(userId: string): string {
  return `sockets:${userId}`;
}

/** The sockets of one sign-in (token family), so a logout closes them and a password change keeps them. */
function sessionSocketsRoom(familyId: string): string {
  return `session-sockets:${familyId}`;
}

/** The request's live session id when it is one (a malformed id can't name a session). */
function liveSessionIdOf(body: LiveSessionRequest): string | null {
  return uuidOf(body?._live_session_id);
}

function uuidOf(id: unknown): string | null {
  return typeof id === 'string' && UUID.test(id) ? id : null;
}

function isSignedIn(socket: UserSocket): socket is SignedInSocket {
  return socket.data.user !== undefined;
}

/** A request about `_user_id` is only ever answered for the socket's own user (a visitor's socket has none). */
function isOwn(socket: UserSocket, body: SessionRequest): socket is SignedInSocket {
  const user = socket.data.user;
  return user !== undefined && body?._user_id === user.userId;
}

/** Why a request about a user was refused: a visitor must sign in; a signed-in caller named someone else. */
function refusalOf(socket: UserSocket): SessionAck {
  return socket.data.user ? FORBIDDEN : SIGN_IN_REQUIRED;
}

/** The user's own room and the streamer rooms they hear (their own, and those they moderate). */
function ownRooms(user: AuthenticatedUser): string[] {
  return [userRoom(user.userId), streamerRoom(user.userId), ...user.modStreamers.map(streamerRoom)];
}

function handshakeToken(socket: UserSocket): string | null {
  const given: unknown = socket.handshake.auth?.token ?? socket.handshake.headers.authorization;
  if (typeof given !== 'string') return null;
  return given.replace(/^Bearer\s+/i, '').trim() || null;
}
