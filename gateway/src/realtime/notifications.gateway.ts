import { Inject } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
} from '@nestjs/websockets';
import { AuthText, ClientSocketEvents, ErrorText, type RealtimePush, userRoom } from '@lobby/contracts';
import { DomainError, LOGGER } from '@lobby/service-kit';
import type { Logger } from 'pino';
import type { DefaultEventsMap, Server, Socket } from 'socket.io';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { SessionVerifier } from '../auth/session-verifier';

interface SocketData {
  user: AuthenticatedUser;
}
type UserSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;

interface SessionAck {
  success: boolean;
  error?: string;
}

interface SessionRequest {
  _user_id?: unknown;
}

/**
 * The realtime surface of spec §7: sockets authenticate with the access token in the handshake
 * (`auth.token` or an Authorization header), join their own user's room, and receive pushes for it.
 */
@WebSocketGateway()
export class NotificationsGateway implements OnGatewayInit {
  @WebSocketServer()
  private server!: Server;

  constructor(
    @Inject(SessionVerifier) private readonly sessions: SessionVerifier,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  afterInit(server: Server): void {
    server.use((socket: UserSocket, next) => {
      this.authenticate(socket).then(
        (user) => {
          socket.data.user = user;
          next();
        },
        (error: unknown) => next(this.refusal(error)),
      );
    });
  }

  @SubscribeMessage(ClientSocketEvents.joinNotificationSession)
  async join(
    @ConnectedSocket() socket: UserSocket,
    @MessageBody() body: SessionRequest,
  ): Promise<SessionAck> {
    if (body?._user_id !== socket.data.user.userId) return { success: false, error: AuthText.forbidden };
    await socket.join(userRoom(socket.data.user.userId));
    return { success: true };
  }

  @SubscribeMessage(ClientSocketEvents.leaveNotificationSession)
  async leave(@ConnectedSocket() socket: UserSocket): Promise<SessionAck> {
    await socket.leave(userRoom(socket.data.user.userId));
    return { success: true };
  }

  /** Emits to the user's sockets connected to this gateway instance. */
  push({ userId, event, data }: RealtimePush): void {
    this.server.to(userRoom(userId)).emit(event, data);
  }

  private authenticate(socket: UserSocket): Promise<AuthenticatedUser> {
    const token = handshakeToken(socket);
    if (!token) return Promise.reject(DomainError.unauthorized(AuthText.signInRequired));
    return this.sessions.verifyToken(token);
  }

  /** What a refused client sees in `connect_error`: the message, and the HTTP status it would have got. */
  private refusal(error: unknown): Error {
    if (error instanceof DomainError)
      return Object.assign(new Error(error.message), { data: { status: error.status } });
    this.logger.error({ err: error }, 'socket authentication failed');
    return Object.assign(new Error(ErrorText.unexpected), { data: { status: 500 } });
  }
}

function handshakeToken(socket: UserSocket): string | null {
  const given: unknown = socket.handshake.auth?.token ?? socket.handshake.headers.authorization;
  if (typeof given !== 'string') return null;
  return given.replace(/^Bearer\s+/i, '').trim() || null;
}
