import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { type GatewayHealth, HealthService } from './health.service';

@Controller('api/health')
export class HealthController {
  constructor(@Inject(HealthService) private readonly health: HealthService) {}

  /** 200 when every service answers up, else 503 with the same body naming the failing ones. */
  @Get()
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<GatewayHealth> {
    const health = await this.health.check();
    reply.status(health.status === 'up' ? 200 : 503);
    return health;
  }
}
