import { type DynamicModule, Global, Module, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestMicroservice } from '@nestjs/microservices';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { TerminusModule } from '@nestjs/terminus';
import type { ServiceName } from '@lobby/contracts';
import type { Logger } from 'pino';
import { readServiceConfig, type ServiceConfig } from './config';
import { openDatabase, withStartupLock } from './database';
import { EnvReader } from './env';
import { RpcErrorFilter } from './errors';
import { createHealthController } from './health';
import { createLogger, PinoNestLogger } from './logger';
import { DrainingNatsServer } from './nats-server';
import { RequestContextInterceptor } from './request-context.interceptor';
import { RpcClient } from './rpc-client';
import {
  APP_CONFIG,
  CLOCK,
  DATABASE,
  DELIVERIES,
  EVENT_BUS,
  LOGGER,
  NATS_SERVER,
  PG_POOL,
  RPC_CLIENT,
  SERVICE_CONFIG,
} from './tokens';
import { systemClock } from './clock';
import { EventBus } from './events';
import { TransactionRunner } from './transactions';
import { DeliveryQueue } from './deliveries';

export interface ServiceDefinition<TConfig = unknown> {
  service: ServiceName;
  /** The service's feature modules; they inject the kit's tokens. */
  module: Type<unknown>;
  migrationsFolder: string;
  schema: Record<string, unknown>;
  /** Reads the service's own settings from the same validated environment. */
  readConfig?: (env: EnvReader) => TConfig;
}

export interface RunningService {
  app: NestFastifyApplication;
  config: ServiceConfig;
  logger: Logger;
  /** The health port actually bound (useful when HTTP_PORT=0). */
  httpPort: number;
  close(): Promise<void>;
}

/**
 * Builds and starts one service: validated config, pino logs, its database (created and migrated),
 * a NATS microservice in the service's queue group, an HTTP health endpoint, and graceful shutdown.
 */
export async function startService<TConfig>(
  definition: ServiceDefinition<TConfig>,
  environment: Record<string, string | undefined>,
): Promise<RunningService> {
  const env = new EnvReader(environment);
  const config = readServiceConfig(definition.service, env);
  const appConfig = definition.readConfig?.(env);
  env.finish();

  const logger = createLogger(definition.service, config.logLevel);
  const { pool, db } = await openDatabase({
    clusterUrl: config.databaseUrl,
    databaseName: config.databaseName,
    migrationsFolder: definition.migrationsFolder,
    schema: definition.schema,
    logger,
  });
  const eventBus = new EventBus(config.natsUrl, pool, db, logger, definition.service);
  const deliveries = new DeliveryQueue(pool, logger);
  const natsServer = new DrainingNatsServer({
    servers: config.natsUrl,
    queue: definition.service,
    name: definition.service,
  });
  const rpc = new RpcClient(config.natsUrl, config.rpcTimeoutMs, `${definition.service}-client`);

  @Global()
  @Module({
    imports: [TerminusModule.forRoot({ logger: false })],
    controllers: [createHealthController(definition.service)],
    providers: [
      { provide: SERVICE_CONFIG, useValue: config },
      { provide: APP_CONFIG, useValue: appConfig ?? {} },
      { provide: LOGGER, useValue: logger },
      { provide: PG_POOL, useValue: pool },
      { provide: DATABASE, useValue: db },
      { provide: NATS_SERVER, useValue: natsServer },
      { provide: RPC_CLIENT, useValue: rpc },
      { provide: CLOCK, useValue: systemClock },
      { provide: EVENT_BUS, useValue: eventBus },
      { provide: DELIVERIES, useValue: deliveries },
      { provide: TransactionRunner, useValue: new TransactionRunner(db) },
    ],
    exports: [
      SERVICE_CONFIG,
      APP_CONFIG,
      LOGGER,
      PG_POOL,
      DATABASE,
      NATS_SERVER,
      RPC_CLIENT,
      CLOCK,
      EVENT_BUS,
      DELIVERIES,
      TransactionRunner,
    ],
  })
  class KitModule {}

  @Module({ imports: [KitModule, definition.module] })
  class RootModule {}

  let app: NestFastifyApplication;
  try {
    app = await NestFactory.create<NestFastifyApplication>(RootModule, new FastifyAdapter(), {
      logger: new PinoNestLogger(logger),
      abortOnError: false,
    });
  } catch (error) {
    await pool.end();
    throw error;
  }
  // Nest binds handlers as soon as a microservice is connected, so binding is deferred until the filter and
  // interceptor exist; then it is done as Nest does it, without running the app's lifecycle hooks twice.
  const microservice = app.connectMicroservice(
    { strategy: natsServer },
    { deferInitialization: true },
  ) as unknown as NestMicroservice;
  microservice.useGlobalFilters(new RpcErrorFilter(logger));
  microservice.useGlobalInterceptors(new RequestContextInterceptor());
  microservice.registerListeners();
  microservice.setIsInitialized(true);
  microservice.setIsInitHookCalled(true);

  // Modules register their event handlers and delivery senders while the app initialises; work starts after.
  // Initialising loads seed data (demo accounts, catalogue): one replica at a time, the next one finds it there.
  await withStartupLock(pool, () => app.init());
  await eventBus.start();
  await deliveries.start();
  await app.startAllMicroservices();
  await app.listen(config.httpPort, '0.0.0.0');
  const address = app.getHttpServer().address();
  const httpPort = typeof address === 'object' && address ? address.port : config.httpPort;
  logger.info({ httpPort, queue: definition.service }, 'service started');

  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      // Requests first: the queue group's other replicas take new ones while this one answers those it holds
      // (their outbox rows are then relayed by the event bus's last relay). Then events and deliveries stop,
      // and app.close() closes the HTTP server (the microservice is already closed); the pool ends last.
      await natsServer.close();
      await eventBus.stop();
      await deliveries.stop();
      await app.close();
      await rpc.close().catch(() => undefined);
      await pool.end();
      logger.info('service stopped');
    })();
    return closing;
  };
  return { app, config, logger, httpPort, close };
}

/** Entry point for a service's main.ts: starts it from process.env and stops it cleanly on SIGINT/SIGTERM. */
export function runService<TConfig>(definition: ServiceDefinition<TConfig>): void {
  const bootLogger = createLogger(definition.service);
  startService(definition, process.env).then(
    (running) => {
      let stopping = false;
      const stop = (signal: string) => {
        if (stopping) return;
        stopping = true;
        running.logger.info({ signal }, 'stopping');
        running.close().then(
          () => process.exit(0),
          (error) => {
            running.logger.error({ err: error }, 'failed to stop cleanly');
            process.exit(1);
          },
        );
      };
      process.on('SIGINT', () => stop('SIGINT'));
      process.on('SIGTERM', () => stop('SIGTERM'));
    },
    (error: Error) => {
      bootLogger.fatal({ err: error }, error.message);
      process.exit(1);
    },
  );
}

export type { DynamicModule };
