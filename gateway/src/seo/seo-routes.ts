import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import type { MetaRpc } from './page-meta-resolver';
import {
  fileCountOf,
  fileEntries,
  robotsTxt,
  SITEMAP_SOURCES,
  type SitemapSource,
  sitemapIndexXml,
  urlSetXml,
} from './sitemap';

/** Crawlers may keep the sitemaps an hour and robots.txt a day; the gateway rebuilds a sitemap at most every 10 minutes. */
const SITEMAP_CACHE_CONTROL = 'public, max-age=3600';
const ROBOTS_CACHE_CONTROL = 'public, max-age=86400';
const SITEMAP_REBUILD_MS = 10 * 60_000;
const SITEMAP_UNAVAILABLE_TEXT = 'The sitemap is not available right now. Try again in a minute.';

/**
 * /robots.txt, /sitemap.xml (an index of every kind's files) and /sitemaps/{kind}-{n}.xml, built from the
 * services' public lists. A service that doesn't answer gives a 503 the crawler retries, never a broken sitemap.
 */
export function registerSeoRoutes(
  fastify: FastifyInstance,
  rpc: MetaRpc,
  publicUrl: string,
  logger?: Logger,
  sources: SitemapSource[] = SITEMAP_SOURCES,
): void {
  const base = publicUrl.replace(/\/+$/, '');
  const built = new Map<string, { xml: string; until: number }>();

  const cached = async (key: string, build: () => Promise<string>): Promise<string> => {
    const hit = built.get(key);
    if (hit && hit.until > Date.now()) return hit.xml;
    const xml = await build();
    built.set(key, { xml, until: Date.now() + SITEMAP_REBUILD_MS });
    return xml;
  };

  const sendXml = async (reply: FastifyReply, key: string, build: () => Promise<string>) => {
    try {
      const xml = await cached(key, build);
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', SITEMAP_CACHE_CONTROL)
        .send(xml);
    } catch (error) {
      logger?.warn({ err: error, sitemap: key }, 'sitemap could not be built');
      return reply.code(503).header('retry-after', '60').send({ error: SITEMAP_UNAVAILABLE_TEXT });
    }
  };

  fastify.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', ROBOTS_CACHE_CONTROL)
      .send(robotsTxt(base)),
  );

  fastify.get('/sitemap.xml', async (_request, reply) =>
    sendXml(reply, 'index', async () => {
      const counts = await Promise.all(sources.map((source) => fileCountOf(rpc, source)));
      const files = sources.flatMap((source, index) =>
        Array.from({ length: counts[index] }, (_, file) => `/sitemaps/${source.kind}-${file + 1}.xml`),
      );
      return sitemapIndexXml(base, files);
    }),
  );

  fastify.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const match = /^([a-z]+)-([1-9][0-9]{0,5})\.xml$/.exec(request.params.file);
    const source = match && sources.find((candidate) => candidate.kind === match[1]);
    if (!match || !source) return reply.code(404).send({ error: 'Not found' });
    const file = Number(match[2]);
    return sendXml(reply, request.params.file, async () =>
      urlSetXml(base, await fileEntries(rpc, source, file)),
    );
  });
}
