import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  matchesRoutePattern,
  ROUTE_PRELOADS_FILE,
  type RoutePreload,
  type ServedSiteAccess,
} from '@lobby/contracts';
import { escapeHtml, injectMeta } from '../seo/html-meta';
import type { PageMetaResolver } from '../seo/page-meta-resolver';
import { addVary } from './response-compression';
import { siteAccessTag } from './site-access-hint';

/** Paths the web app never answers: unknown ones there get the JSON 404. */
const SERVER_PREFIXES = ['/api', '/auth', '/socket.io', '/uploads'];

/** Vite names every built asset with its content hash, so a name never changes content: cache it for a year. */
const HASHED_ASSET = /^\/assets\/.+-[\w-]{8,}\.\w+$/;
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const NO_WEB_BUILD_TEXT = 'The web app is not built yet. Run `npm run build -w web`, then reload.';

/**
 * Serves the built single-page app from `root`: a GET that names a file gets it, any other GET outside
 * the server's paths gets index.html so the client router can take over. With a `pageMeta` resolver, that
 * index.html carries the page's title, description and link-preview tags (Open Graph, Twitter card, canonical),
 * so a shared link shows a preview without running the app; with `siteAccess`, it also says whether a website
 * password is on, so the app's gate needs no request before its first paint.
 * Files are sent precompressed (the build writes .br and .gz beside them) when Accept-Encoding allows;
 * hashed assets are immutable for a year, everything else (index.html above all) is revalidated by ETag.
 */
export async function registerWebApp(
  fastify: FastifyInstance,
  root: string,
  pageMeta?: PageMetaResolver,
  siteAccess?: () => Promise<ServedSiteAccess | null>,
): Promise<void> {
  const indexHtml = new BuildFile(join(root, 'index.html'), (text) => text);
  const routePreloads = new BuildFile(join(root, ROUTE_PRELOADS_FILE), parseRoutePreloads);
  await fastify.register(fastifyStatic, { root, serve: false, preCompressed: true });
  fastify.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    if (SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
      return reply.callNotFound();
    }
    const file = await existingFile(root, path);
    if (file) {
      addVary(reply);
      const immutable = HASHED_ASSET.test(path);
      reply.header('cache-control', immutable ? IMMUTABLE_CACHE_CONTROL : 'no-cache');
      return reply.sendFile(file, { cacheControl: false });
    }
    if (await existingFile(root, '/index.html')) {
      if (!pageMeta) {
        addVary(reply);
        return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
      }
      const [html, meta, access, preloads] = await Promise.all([
        indexHtml.read(),
        pageMeta.metaFor(path),
        siteAccess?.() ?? null,
        routePreloads.read().catch((): RoutePreload[] => []),
      ]);
      const extraTags = [...(access ? [siteAccessTag(access)] : []), ...routePreloadTags(preloads, path)];
      const page = injectMeta(html, meta, extraTags);
      const etag = `"${createHash('sha1').update(page).digest('base64url')}"`;
      reply.header('cache-control', 'no-cache').header('etag', etag);
      if (ifNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('text/html; charset=utf-8').send(page);
    }
    return reply.type('text/plain; charset=utf-8').send(NO_WEB_BUILD_TEXT);
  });
}

function ifNoneMatch(header: string | undefined, etag: string): boolean {
  return !!header && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** The path relative to root when it names a file inside root, else null. */
async function existingFile(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const absolute = resolve(root, `.${decoded}`);
  if (!absolute.startsWith(root + sep)) return null;
  const found = await stat(absolute).catch(() => null);
  return found?.isFile() ? absolute.slice(root.length + 1) : null;
}

/** The web build's route-preloads.json as a list; an unreadable or malformed file lists nothing. */
function parseRoutePreloads(text: string): RoutePreload[] {
  try {
    const pages: unknown = JSON.parse(text);
    return Array.isArray(pages) ? (pages as RoutePreload[]) : [];
  } catch {
    return [];
  }
}

/**
 * Preload links for what the page at `path` loads after the app's entry, none when the build doesn't list the
 * page. `crossorigin` as on Vite's own module links, so the app's requests for the same files find them. The
 * scripts go at low priority: the page needs them only once the entry has run, and the stylesheet, the entry and
 * the page's lead picture come first.
 */
export function routePreloadTags(pages: RoutePreload[], path: string): string[] {
  const page = pages.find((candidate) => matchesRoutePattern(candidate.path, path));
  if (!page) return [];
  return [
    ...page.styles.map((href) => `<link rel="preload" as="style" href="${escapeHtml(href)}" />`),
    ...page.scripts.map(
      (href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeHtml(href)}" />`,
    ),
  ];
}

/** A file of the web build, read (and parsed) again only when it changes: a new web build. */
class BuildFile<T> {
  private value: T | null = null;
  private modified = 0;

  constructor(
    private readonly file: string,
    private readonly parse: (text: string) => T,
  ) {}

  async read(): Promise<T> {
    const { mtimeMs } = await stat(this.file);
    if (this.value === null || mtimeMs !== this.modified) {
      this.value = this.parse(await readFile(this.file, 'utf8'));
      this.modified = mtimeMs;
    }
    return this.value;
  }
}
