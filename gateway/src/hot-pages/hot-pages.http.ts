import { Negotiator } from '@fastify/accept-negotiator';
import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { GUARDS_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Observable, of } from 'rxjs';
import { AuthText } from '@lobby/contracts';
import { OptionalSignInGuard } from '../auth/signed-in.guard';
import { COMPRESSION_THRESHOLD_BYTES } from '../http/compression';
import {
  addVaryAuthorization,
  ifNoneMatchHits,
  PUBLIC_LIST_CACHE_CONTROL,
  PUBLIC_LIST_ROUTES,
} from '../http/etag';
import { SearchRateLimiter, SearchRateLimitGuard } from '../http/rate-limit';
import { addVary as addVaryAcceptEncoding } from '../web/response-compression';
import {
  HOT_PAGE_ENCODINGS,
  type HotPage,
  HotPageCache,
  type HotPageEncoding,
  type HotPageTicket,
} from './hot-page-cache';

/**
 * The public lists the gateway keeps: every one etag.ts marks public whose content the catalog's change
 * announcements cover. The banners are left out: no trigger notifies their changes.
 */
export const HOT_PAGE_ROUTES = new Set(
  [...PUBLIC_LIST_ROUTES].filter((route) => route !== '/api/get/banners'),
);

/** What the hooks know of one request that may be kept or answered from the cache. */
interface HotPageRequest {
  ticket: HotPageTicket | null;
  /** Set by the interceptor: the route's guards do nothing for an anonymous visitor but count the search limit. */
  servedBeforeGuards: boolean;
  /** Set by the interceptor: the route counts the search rate limit (SearchRateLimitGuard). */
  searchLimited: boolean;
  /** Answered from the cache: neither tagged again nor kept again. */
  fromCache: boolean;
  /** The one request asking for a missing page while others wait for it (HotPageCache.joinFill). */
  filling: boolean;
}

const hotPageRequests = new WeakMap<FastifyRequest, HotPageRequest>();
const encodings = new Negotiator<HotPageEncoding>({ supportedValues: [...HOT_PAGE_ENCODINGS] });

/** An anonymous GET of a kept route: signed-in viewers' answers carry their favourites and are never kept. */
function mayUseCache(request: FastifyRequest): boolean {
  return (
    request.method === 'GET' &&
    request.headers.authorization === undefined &&
    HOT_PAGE_ROUTES.has(request.routeOptions.url ?? '')
  );
}

/**
 * Answers a kept page in Fastify's onRequest stage, after the hooks registered before it (request id, security
 * headers, CORS), so it never reaches Nest, NATS or the catalog (a rate-limited search counts against its
 * limit first, as its guard would); and keeps each anonymous public answer as it is sent (after the ETag hook,
 * before compression). Register after applySecurity and before registerCompression.
 */
export function registerHotPages(
  fastify: FastifyInstance,
  cache: HotPageCache,
  searchLimiter: SearchRateLimiter,
): void {
  /** Answers the kept page when it may be answered before the guards; else the request goes on (to Nest). */
  const answerFromCacheOrGoOn = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const page = cache.get(request.url);
    const state = hotPageRequests.get(request);
    if (!page?.servedBeforeGuards || !state) return done();
    state.fromCache = true;
    if (!page.searchLimited) return sendHotPage(cache, page, request, reply);
    searchLimiter.allows(request).then(
      (allowed) => {
        if (allowed) sendHotPage(cache, page, request, reply);
        else void reply.code(429).send({ error: AuthText.tooManyRequests });
      },
      (error: unknown) => void reply.send(error),
    );
  };

  fastify.addHook('onRequest', (request, reply, done) => {
    if (!mayUseCache(request)) return done();
    const ticket = cache.ticket();
    const state: HotPageRequest = {
      ticket,
      servedBeforeGuards: false,
      searchLimited: false,
      fromCache: false,
      filling: false,
    };
    hotPageRequests.set(request, state);
    if (ticket === null || cache.get(request.url)) return answerFromCacheOrGoOn(request, reply, done);
    state.filling = cache.joinFill(request.url, ticket, () => answerFromCacheOrGoOn(request, reply, done));
    if (state.filling) done();
  });

  const endFill = (request: FastifyRequest) => {
    const state = hotPageRequests.get(request);
    if (!state?.filling || state.ticket === null) return;
    state.filling = false;
    cache.endFill(request.url, state.ticket);
  };
  fastify.addHook('onResponse', (request, _reply, done) => {
    endFill(request);
    done();
  });
  fastify.addHook('onRequestAbort', (request, done) => {
    endFill(request);
    done();
  });

  fastify.addHook('onSend', (request, reply, payload, done) => {
    const state = hotPageRequests.get(request);
    if (!state || state.fromCache || state.ticket === null) return done(null, payload);
    if (reply.statusCode !== 200 || reply.getHeader('cache-control') !== PUBLIC_LIST_CACHE_CONTROL)
      return done(null, payload);
    const etag = reply.getHeader('etag');
    if (typeof etag !== 'string' || reply.hasHeader('content-encoding')) return done(null, payload);
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    cache.store(request.url, state.ticket, {
      body: Buffer.isBuffer(payload) ? payload : Buffer.from(payload),
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      etag,
      cacheControl: PUBLIC_LIST_CACHE_CONTROL,
      servedBeforeGuards: state.servedBeforeGuards,
      searchLimited: state.searchLimited,
    });
    done(null, payload);
  });
}

/** The kept answer: 304 when If-None-Match names it, else its body, compressed as Accept-Encoding allows. */
function sendHotPage(cache: HotPageCache, page: HotPage, request: FastifyRequest, reply: FastifyReply): void {
  reply.header('etag', page.etag).header('cache-control', page.cacheControl);
  addVaryAuthorization(reply);
  if (ifNoneMatchHits(request.headers['if-none-match'], page.etag)) {
    void reply.code(304).send();
    return;
  }
  reply.header('content-type', page.contentType);
  if (page.body.length < COMPRESSION_THRESHOLD_BYTES) {
    void reply.send(page.body);
    return;
  }
  addVaryAcceptEncoding(reply);
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? encodings.negotiate(accepted) : null;
  if (!encoding) {
    void reply.send(page.body);
    return;
  }
  void reply.header('content-encoding', encoding).send(cache.encodedBody(page, encoding));
}

/**
 * Learns, for each kept route, whether its guards do anything for an anonymous visitor beyond finding them
 * anonymous and counting the search rate limit (which the onRequest hook counts itself): only pages of routes
 * whose guards don't are answered before the guards. A page of a route whose guards do more is answered here,
 * after they ran. Global guards (APP_GUARD) are not looked at: the gateway has none.
 */
@Injectable()
export class HotPagesInterceptor implements NestInterceptor {
  private readonly guardsOf = new WeakMap<object, { servedBeforeGuards: boolean; searchLimited: boolean }>();

  constructor(
    @Inject(HotPageCache) private readonly cache: HotPageCache,
    @Inject(Reflector) private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const state = hotPageRequests.get(request);
    if (!state) return next.handle();
    Object.assign(state, this.guardsOfRoute(context));
    const page = this.cache.get(request.url);
    if (!page) return next.handle();
    state.fromCache = true;
    // The ETag hook tags it again (the same tag) and answers 304 on a match; compression applies as usual.
    context.switchToHttp().getResponse<FastifyReply>().header('content-type', page.contentType);
    return of(page.body);
  }

  private guardsOfRoute(context: ExecutionContext): { servedBeforeGuards: boolean; searchLimited: boolean } {
    const handler = context.getHandler();
    const known = this.guardsOf.get(handler);
    if (known) return known;
    const guards = this.reflector.getAllAndMerge<unknown[]>(GUARDS_METADATA, [handler, context.getClass()]);
    const isGuard = (guard: unknown, type: abstract new (...args: never[]) => unknown) =>
      guard === type || guard instanceof type;
    const learned = {
      servedBeforeGuards: guards.every(
        (guard) => isGuard(guard, OptionalSignInGuard) || isGuard(guard, SearchRateLimitGuard),
      ),
      searchLimited: guards.some((guard) => isGuard(guard, SearchRateLimitGuard)),
    };
    this.guardsOf.set(handler, learned);
    return learned;
  }
}
