import { UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';

export const AUTH_THROTTLER = 'auth';

/** AUTH_RATE_LIMIT requests per minute per client IP and route; more answer 429. */
export const AuthRateLimit = () => UseGuards(ThrottlerGuard);
