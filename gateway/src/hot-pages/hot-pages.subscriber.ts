import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CATALOG_PAGES_CHANGED_SUBJECT } from '@lobby/contracts';
import { LOGGER } from '@lobby/service-kit';
import { connect, Events, type NatsConnection } from 'nats';
import type { Logger } from 'pino';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config';
import { HotPageCache } from './hot-page-cache';

/**
 * Clears this gateway's hot pages whenever a catalog replica announces a change (core NATS, no queue group, so
 * every gateway hears it). The cache is on only while the subscription is known to be registered with the server:
 * off at a disconnect (announcements would be lost), on again, emptied, once the reconnected subscription is
 * confirmed by a flush.
 */
@Injectable()
export class HotPagesSubscriber implements OnApplicationBootstrap, OnApplicationShutdown {
  private connection: NatsConnection | null = null;

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(HotPageCache) private readonly cache: HotPageCache,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const connection = await connect({
      servers: this.config.natsUrl,
      name: 'gateway-hot-pages',
      waitOnFirstConnect: true,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
    });
    this.connection = connection;
    connection.subscribe(CATALOG_PAGES_CHANGED_SUBJECT, { callback: () => this.cache.clear() });
    void this.followStatus(connection);
    await connection.flush();
    this.cache.enable();
  }

  private async followStatus(connection: NatsConnection): Promise<void> {
    for await (const status of connection.status()) {
      if (status.type === Events.Disconnect) {
        this.cache.disable();
        this.logger.warn('hot pages: NATS connection lost, serving every request through');
      } else if (status.type === Events.Reconnect) {
        await connection.flush().then(
          () => this.cache.enable(),
          (error: unknown) => this.logger.warn({ err: error }, 'hot pages: flush after reconnecting failed'),
        );
      }
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.cache.disable();
    const connection = this.connection;
    this.connection = null;
    await connection?.drain().catch(() => connection.close());
  }
}
