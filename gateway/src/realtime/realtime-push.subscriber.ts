import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import {
  CLOSE_SOCKETS_SUBJECT,
  type CloseSockets,
  MODERATOR_LINKS_SUBJECT,
  type ModeratorLinkChange,
  REALTIME_PUSH_SUBJECT,
  type RealtimeBatchPush,
  type RealtimePush,
  RealtimeEvents,
} from '@lobby/contracts';
import { LOGGER } from '@lobby/service-kit';
import { connect, type NatsConnection, StringCodec } from 'nats';
import type { Logger } from 'pino';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config';
import { NotificationsGateway } from './notifications.gateway';

const codec = StringCodec();

/**
 * Subscribes to realtime pushes on core NATS without a queue group, so every gateway instance gets
 * each push and emits it to the sockets connected to it; no Socket.IO adapter is needed between them. Likewise
 * every instance closes its own sockets of accounts whose sessions ended.
 */
@Injectable()
export class RealtimePushSubscriber implements OnApplicationBootstrap, OnApplicationShutdown {
  private connection: NatsConnection | null = null;

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(NotificationsGateway) private readonly sockets: NotificationsGateway,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.connection = await connect({
      servers: this.config.natsUrl,
      name: 'gateway-realtime',
      waitOnFirstConnect: true,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
    });
    this.connection.subscribe(REALTIME_PUSH_SUBJECT, {
      callback: (error, message) => {
        if (error) return this.logger.error({ err: error }, 'realtime subscription failed');
        const push = parsePush(codec.decode(message.data));
        if (push) this.sockets.push(push);
        else this.logger.warn({ subject: message.subject }, 'ignored a malformed realtime push');
      },
    });
    this.connection.subscribe(CLOSE_SOCKETS_SUBJECT, {
      callback: (error, message) => {
        if (error) return this.logger.error({ err: error }, 'close-sockets subscription failed');
        const target = parseCloseSockets(codec.decode(message.data));
        if (target) this.sockets.closeSockets(target);
        else this.logger.warn({ subject: message.subject }, 'ignored a malformed close-sockets message');
      },
    });
    this.connection.subscribe(MODERATOR_LINKS_SUBJECT, {
      callback: (error, message) => {
        if (error) return this.logger.error({ err: error }, 'moderator-links subscription failed');
        const change = parseModeratorLinkChange(codec.decode(message.data));
        if (!change)
          return this.logger.warn({ subject: message.subject }, 'ignored a malformed moderator link');
        this.sockets
          .moderatorLinkChanged(change)
          .catch((failure: unknown) =>
            this.logger.error({ err: failure }, 'moving moderator sockets failed'),
          );
      },
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.connection?.drain().catch(() => this.connection?.close());
  }
}

function parsePush(text: string): RealtimePush | RealtimeBatchPush | null {
  try {
    const push = JSON.parse(text) as { userId?: unknown; room?: unknown; event?: unknown; batch?: unknown };
    if (!(RealtimeEvents as readonly string[]).includes(push?.event as string)) return null;
    if (Array.isArray(push.batch)) return push as RealtimeBatchPush;
    const target = push.userId ?? push.room;
    return typeof target === 'string' && target !== '' ? (push as RealtimePush) : null;
  } catch {
    return null;
  }
}

function parseCloseSockets(text: string): CloseSockets | null {
  try {
    const { userIds, familyIds = [], exceptFamilyId } = JSON.parse(text) as Record<string, unknown>;
    if (!isStringList(userIds) || !isStringList(familyIds)) return null;
    if (exceptFamilyId !== undefined && typeof exceptFamilyId !== 'string') return null;
    return { userIds, familyIds, exceptFamilyId };
  } catch {
    return null;
  }
}

function parseModeratorLinkChange(text: string): ModeratorLinkChange | null {
  try {
    const { moderatorId, streamerId, linked } = JSON.parse(text) as Record<string, unknown>;
    if (typeof moderatorId !== 'string' || typeof streamerId !== 'string' || typeof linked !== 'boolean')
      return null;
    return { moderatorId, streamerId, linked };
  } catch {
    return null;
  }
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
