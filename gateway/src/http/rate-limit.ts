import { applyDecorators, UseGuards } from '@nestjs/common';
import { SkipThrottle, ThrottlerGuard } from '@nestjs/throttler';

export const AUTH_THROTTLER = 'auth';
export const SEARCH_THROTTLER = 'search';

/** AUTH_RATE_LIMIT requests per minute per client IP and route; more answer 429. */
export const AuthRateLimit = () =>
  applyDecorators(SkipThrottle({ [SEARCH_THROTTLER]: true }), UseGuards(ThrottlerGuard));

/**
 * SEARCH_RATE_LIMIT requests per minute per client IP and route, for public routes that cost a query or a
 * write per call (search as you type, click tracking): far above what a person does, low enough for a script.
 */
export const SearchRateLimit = () =>
  applyDecorators(SkipThrottle({ [AUTH_THROTTLER]: true }), UseGuards(ThrottlerGuard));
