import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CATALOG_PAGES_CHANGED_SUBJECT } from '@lobby/contracts';
import { LOGGER, PG_POOL, SERVICE_CONFIG, type ServiceConfig } from '@lobby/service-kit';
import { connect, type NatsConnection } from 'nats';
import type { Pool, PoolClient } from 'pg';
import type { Logger } from 'pino';
import { PageCache } from './page-cache';

/** The channel the catalog tables' triggers notify after a committed change (migration 0007). */
export const PAGE_CACHE_CHANNEL = 'catalog_pages';
const RELISTEN_MS = 1000;

/**
 * Clears this replica's page cache after every committed change to what a public page shows: a statement-level
 * trigger on gigs, stars, games, game modes, game platforms and platforms runs `pg_notify('catalog_pages')`, and
 * PostgreSQL delivers it at commit to every session listening — one per catalog replica, so each replica hears
 * each change (a durable JetStream consumer would hand it to one replica only). Being sent at commit, it also
 * covers changes applied by catalog's event consumers (profiles, live state) after their event went by.
 * While the listening session is lost the cache is bypassed, so nothing stale is served.
 *
 * Each clear (a notification, or this replica's own write) is passed on to every gateway on core NATS
 * (CATALOG_PAGES_CHANGED_SUBJECT), so their hot pages go too. Every replica passes on what it hears: a gateway that
 * fetched a page from a replica still holding the old one after another replica's announcement hears this one's.
 */
@Injectable()
export class PageCacheListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private client: PoolClient | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;
  private gateways: NatsConnection | null = null;
  private stopAnnouncing: (() => void) | null = null;

  constructor(
    private readonly cache: PageCache,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.gateways = await connect({
      servers: this.config.natsUrl,
      name: 'catalog-pages-changed',
      waitOnFirstConnect: true,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
    });
    this.stopAnnouncing = this.cache.onCleared(() => this.tellGateways());
    await this.listen();
  }

  /** At most once (core NATS): a gateway that misses it keeps a stale page for its short maximum age only. */
  private tellGateways(): void {
    const connection = this.gateways;
    if (!connection || connection.isClosed()) return;
    try {
      connection.publish(CATALOG_PAGES_CHANGED_SUBJECT);
    } catch (error) {
      this.logger.warn({ err: error }, 'page cache: telling the gateways failed');
    }
  }

  private async listen(): Promise<void> {
    if (this.stopped) return;
    try {
      const client = await this.pool.connect();
      client.on('notification', (message) => {
        if (message.channel === PAGE_CACHE_CHANNEL) this.cache.clear();
      });
      client.on('error', (error) => this.lost(client, error));
      await client.query(`LISTEN ${PAGE_CACHE_CHANNEL}`);
      this.client = client;
      // Whatever changed while nobody listened is forgotten now.
      this.cache.enable();
    } catch (error) {
      this.logger.warn({ err: error }, 'page cache: listening failed, retrying');
      this.retry = setTimeout(() => void this.listen(), RELISTEN_MS);
      this.retry.unref();
    }
  }

  private lost(client: PoolClient, error: Error): void {
    if (this.client !== client) return;
    this.client = null;
    this.cache.disable();
    this.logger.warn({ err: error }, 'page cache: listening session lost');
    client.release(error);
    this.retry = setTimeout(() => void this.listen(), RELISTEN_MS);
    this.retry.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.stopAnnouncing?.();
    const gateways = this.gateways;
    this.gateways = null;
    await gateways?.drain().catch(() => gateways.close());
    const client = this.client;
    this.client = null;
    if (!client) return;
    await client.query(`UNLISTEN ${PAGE_CACHE_CHANNEL}`).catch(() => undefined);
    client.release();
  }
}
