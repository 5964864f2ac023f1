import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The public lists (browse, landing rows, star pages, search) whose answers carry an ETag and Cache-Control
 * (issue 19): the route patterns as Fastify names them.
 */
export const PUBLIC_LIST_ROUTES = new Set([
  '/api/get/GigsForScroll',
  '/api/get/GamesForScroll',
  '/api/get/CreatorsForScroll',
  '/api/get/PaginatedGigs',
  '/api/get/PaginatedStars',
  '/api/get/paginatedGames',
  '/api/get/stars_gigs_search',
  '/api/get-hash-tags',
  '/api/get/influencers',
  '/api/get/mostPopularStars',
  '/api/get/mostPopularProducts',
  '/api/get/landingGames',
  '/api/get/banners',
  '/api/get/platforms',
  '/api/get/paginatedproducts/:id',
]);

/**
 * An anonymous answer may be kept by any cache for one second (an edited gig shows within 1 s everywhere), then
 * revalidated; a signed-in viewer's answer carries their favourite marks, so only their browser keeps it.
 */
export const PUBLIC_LIST_CACHE_CONTROL = 'public, max-age=1, must-revalidate';
export const VIEWER_LIST_CACHE_CONTROL = 'private, no-cache';

/**
 * ETag (a hash of the JSON) and Cache-Control on the public lists' successful GETs; a request whose
 * If-None-Match names the current ETag gets 304 with no body. Registered before compression, so the tag is
 * the same whichever encoding the body then travels in. An answer already tagged (a hot page the gateway kept,
 * gateway/src/hot-pages) is left as it is.
 */
export function registerPublicListEtags(fastify: FastifyInstance): void {
  fastify.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (!PUBLIC_LIST_ROUTES.has(request.routeOptions.url ?? '')) return payload;
    if (reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('etag')) return payload;
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    const viewer = request.headers.authorization !== undefined;
    reply.header('etag', etag);
    reply.header('cache-control', viewer ? VIEWER_LIST_CACHE_CONTROL : PUBLIC_LIST_CACHE_CONTROL);
    addVaryAuthorization(reply);
    if (!ifNoneMatchHits(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-length');
    reply.removeHeader('content-type');
    return '';
  });
}

/** Weak comparison (RFC 9110 §13.1.2): W/ prefixes aside, any listed tag or '*' matches. */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === bare;
  });
}

export function addVaryAuthorization(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\bauthorization\b/i.test(vary)) {
    reply.header('vary', vary ? `${vary}, Authorization` : 'Authorization');
  }
}
