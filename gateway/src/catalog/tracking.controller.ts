import { createHash } from 'node:crypto';
import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { Parsed, TrackingVisitor } from '@lobby/contracts';
import { CurrentUser, OptionalSignIn } from '../auth/auth.decorators';
import type { AuthenticatedUser, GatewayRequest } from '../auth/authenticated-user';
import { SearchRateLimit } from '../http/rate-limit';
import { ServiceClient } from '../rpc/service-client';

/**
 * The signals a visitor's pages send (spec §7 track/click, and page views for the streamer's funnel). Catalog
 * counts each once per visitor, item and day and leaves out bots and the streamer's own visits; the gateway
 * says who the visitor is: the signed-in user, else a hash of the address and user agent (no cookie, nothing
 * stored that names the person).
 */
@Controller('api')
export class TrackingController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  /** The click counts for the caller (or nobody), whatever `userId` the body names. */
  @Post('track/click')
  @HttpCode(200)
  @OptionalSignIn()
  @SearchRateLimit()
  trackClick(
    @CurrentUser() viewer: AuthenticatedUser | null,
    @Req() request: GatewayRequest,
    @Body() body: Parsed<'browse', 'trackClick', 'body'>,
  ) {
    return this.rpc.send('catalog.trackClick', {
      ...visitorOf(viewer, request),
      userId: viewer?.userId ?? null,
      itemId: body.itemId,
      influencerId: body.influencerId || null,
      type: body.type,
      searchTerm: body.searchTerm ?? undefined,
    });
  }

  @Post('track/view')
  @HttpCode(200)
  @OptionalSignIn()
  @SearchRateLimit()
  trackView(
    @CurrentUser() viewer: AuthenticatedUser | null,
    @Req() request: GatewayRequest,
    @Body() body: Parsed<'browse', 'trackView', 'body'>,
  ) {
    return this.rpc.send('catalog.trackView', {
      ...visitorOf(viewer, request),
      itemId: body.itemId,
      influencerId: body.influencerId || null,
      type: body.type,
    });
  }
}

function visitorOf(viewer: AuthenticatedUser | null, request: GatewayRequest): TrackingVisitor {
  const userAgent = String(request.headers['user-agent'] ?? '');
  const managedStarIds =
    viewer?.role === 'influencer' ? [viewer.userId] : viewer?.role === 'moderator' ? viewer.modStreamers : [];
  const visitorId = viewer
    ? viewer.userId
    : `anon:${createHash('sha256').update(`${request.ip}\n${userAgent}`).digest('hex').slice(0, 32)}`;
  return { visitorId, userAgent, managedStarIds };
}
