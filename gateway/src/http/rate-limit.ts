import { type CanActivate, type ExecutionContext, Inject, Injectable, UseGuards } from '@nestjs/common';
import { ThrottlerGuard, ThrottlerStorage } from '@nestjs/throttler';
import { AuthText } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import type { FastifyRequest } from 'fastify';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config';

export const AUTH_THROTTLER = 'auth';
export const ONE_MINUTE_MS = 60_000;

/** AUTH_RATE_LIMIT requests per minute per client IP and route; more answer 429. */
export const AuthRateLimit = () => UseGuards(ThrottlerGuard);

/**
 * SEARCH_RATE_LIMIT requests per minute per client IP and route, for public routes that cost a query or a
 * write per call (search as you type, click tracking): far above what a person does, low enough for a script.
 * Counted in the throttler's storage (in memory, per gateway replica, as the auth limits). One place counts, so
 * a search answer the gateway kept (gateway/src/hot-pages) is counted before it is served, without Nest.
 */
@Injectable()
export class SearchRateLimiter {
  constructor(
    @Inject(ThrottlerStorage) private readonly storage: ThrottlerStorage,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** Counts one request on the route (Fastify's pattern); false when the address is over the limit. */
  async allows(request: FastifyRequest): Promise<boolean> {
    const limit = this.config.searchRateLimitPerMinute;
    const route = request.routeOptions.url ?? request.url;
    const { totalHits } = await this.storage.increment(
      `search:${route}:${request.ip}`,
      ONE_MINUTE_MS,
      limit,
      0,
      'search',
    );
    return totalHits <= limit;
  }
}

@Injectable()
export class SearchRateLimitGuard implements CanActivate {
  constructor(@Inject(SearchRateLimiter) private readonly limiter: SearchRateLimiter) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!(await this.limiter.allows(context.switchToHttp().getRequest<FastifyRequest>())))
      throw DomainError.tooMany(AuthText.tooManyRequests);
    return true;
  }
}

export const SearchRateLimit = () => UseGuards(SearchRateLimitGuard);
