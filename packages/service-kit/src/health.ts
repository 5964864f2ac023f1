import { Controller, Get, Inject, type Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { HealthCheck, HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import type { PingResponse } from '@lobby/contracts';
import type { Pool } from 'pg';
import type { ServiceConfig } from './config';
import type { DrainingNatsServer } from './nats-server';
import { NATS_SERVER, PG_POOL, SERVICE_CONFIG } from './tokens';

const DATABASE_CHECK_TIMEOUT_MS = 1000;

export class ReadinessProbe {
  constructor(
    private readonly pool: Pool,
    private readonly nats: DrainingNatsServer,
  ) {}

  async database(): Promise<boolean> {
    const query = this.pool.query('SELECT 1').then(
      () => true,
      () => false,
    );
    const timedOut = new Promise<boolean>((resolve) =>
      setTimeout(resolve, DATABASE_CHECK_TIMEOUT_MS, false).unref(),
    );
    return Promise.race([query, timedOut]);
  }

  nats_(): boolean {
    return this.nats.isConnected();
  }
}

/** HTTP liveness and readiness (PostgreSQL and NATS), plus the `<service>.ping` message the gateway aggregates. */
export function createHealthController(service: string): Type<unknown> {
  @Controller('health')
  class HealthController {
    private readonly probe: ReadinessProbe;

    constructor(
      private readonly health: HealthCheckService,
      private readonly indicator: HealthIndicatorService,
      @Inject(PG_POOL) pool: Pool,
      @Inject(NATS_SERVER) nats: DrainingNatsServer,
      @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
    ) {
      this.probe = new ReadinessProbe(pool, nats);
    }

    @Get('live')
    @HealthCheck()
    live() {
      return this.health.check([() => this.indicator.check('process').up({ service })]);
    }

    @Get('ready')
    @HealthCheck()
    ready() {
      return this.health.check([
        async () => {
          const session = this.indicator.check('database');
          return (await this.probe.database()) ? session.up() : session.down('no answer from PostgreSQL');
        },
        () => {
          const session = this.indicator.check('nats');
          return this.probe.nats_() ? session.up() : session.down('not connected to NATS');
        },
      ]);
    }

    @MessagePattern(`${service}.ping`)
    async ping(): Promise<PingResponse> {
      const database = (await this.probe.database()) ? 'up' : 'down';
      return {
        service: this.config.service,
        status: database === 'up' ? 'up' : 'degraded',
        checks: { database, nats: 'up' },
        version: this.config.version,
      };
    }
  }
  return HealthController;
}
