import {
  FULL_WIDTH_SIZES,
  GIG_COVER_SIZES,
  type RequestOf,
  type ResponseOf,
  type Subject,
} from '@lobby/contracts';
import type { Logger } from 'pino';
import { DEFAULT_DESCRIPTION, type PageMeta, plainSummary, SITE_NAME } from './html-meta';

/** How long a looked-up page's tags are reused, and how long a lookup may take before the generic tags go out. */
export const PAGE_META_CACHE_MS = 60_000;
export const PAGE_META_LOOKUP_TIMEOUT_MS = 800;
const CACHE_ENTRIES_MAX = 1_000;

/** The one thing the resolver needs from the service client (a fake in unit tests). */
export interface MetaRpc {
  send<S extends Subject>(
    subject: S,
    payload: RequestOf<S>,
    options?: { timeoutMs?: number },
  ): Promise<ResponseOf<S>>;
}

/** The default preview picture, served by the web app (web/public). */
export const DEFAULT_IMAGE_PATH = '/og-image.png';

type Lookup = (base: string, url: string) => Promise<PageMeta | null>;

interface Route {
  pattern: RegExp;
  lookup: (rpc: MetaRpc, parts: string[], timeoutMs: number) => Lookup;
}

/**
 * The preview tags of the pages worth sharing (spec §2 /stars/{username}, its gigs and live page, /blogs/{slug}):
 * the item is looked up through its service with a tight timeout and a short cache; anything else, an unknown
 * item or a service that doesn't answer in time gets the site's generic tags, so the page itself never fails.
 */
export class PageMetaResolver {
  private readonly cache = new Map<string, { meta: PageMeta; until: number }>();
  private readonly base: string;

  constructor(
    private readonly rpc: MetaRpc,
    publicUrl: string,
    private readonly logger?: Logger,
    private readonly timeoutMs = PAGE_META_LOOKUP_TIMEOUT_MS,
    private readonly now: () => number = Date.now,
  ) {
    this.base = publicUrl.replace(/\/+$/, '');
  }

  /** The site's own tags for a page that isn't an item (or whose item couldn't be read). */
  generic(path: string): PageMeta {
    return {
      title: SITE_NAME,
      description: DEFAULT_DESCRIPTION,
      image: `${this.base}${DEFAULT_IMAGE_PATH}`,
      url: this.absolute(path) ?? this.base,
      type: 'website',
    };
  }

  async metaFor(path: string): Promise<PageMeta> {
    const route = matchRoute(path);
    if (!route) return this.generic(path);
    const key = route.parts.join('/');
    const cached = this.cache.get(key);
    if (cached && cached.until > this.now()) return cached.meta;
    let meta: PageMeta | null = null;
    try {
      const url = this.absolute(route.canonicalPath) ?? this.base;
      meta = await route.route.lookup(this.rpc, route.parts.slice(1), this.timeoutMs)(this.base, url);
    } catch (error) {
      this.logger?.debug({ err: error, path }, 'page preview lookup failed; generic tags served');
    }
    const result = meta ?? this.generic(path);
    if (meta) this.remember(key, result);
    return result;
  }

  private remember(key: string, meta: PageMeta): void {
    if (this.cache.size >= CACHE_ENTRIES_MAX) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(key, { meta, until: this.now() + PAGE_META_CACHE_MS });
  }

  private absolute(path: string): string | null {
    try {
      return new URL(path, `${this.base}/`).toString();
    } catch {
      return null;
    }
  }
}

/** A stored picture path (/uploads/...) or URL as an absolute http(s) URL, else the default picture. */
function imageUrl(base: string, image: string | null | undefined): string {
  if (image) {
    try {
      const url = new URL(image, `${base}/`);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.toString();
    } catch {
      // a picture that isn't a URL: the default one
    }
  }
  return `${base}${DEFAULT_IMAGE_PATH}`;
}

const SEGMENT = '([^/]+)';

const ROUTES: Route[] = [
  {
    // The landing page: the site's own tags, and its first banner (the page's largest picture) preloaded.
    pattern: /^\/$/,
    lookup: (rpc, _parts, timeoutMs) => async (base, url) => {
      const banners = await rpc.send('catalog.banners', {}, { timeoutMs });
      const first = banners.find((banner) => banner.isActive && banner.image);
      return {
        title: SITE_NAME,
        description: DEFAULT_DESCRIPTION,
        image: `${base}${DEFAULT_IMAGE_PATH}`,
        url,
        type: 'website',
        leadImage: first ? { src: first.image, sizes: FULL_WIDTH_SIZES } : undefined,
      };
    },
  },
  {
    pattern: new RegExp(`^/stars/${SEGMENT}/gigs/${SEGMENT}$`),
    lookup:
      (rpc, [username, slug], timeoutMs) =>
      async (base, url) => {
        const gig = await rpc.send('catalog.gig', { idOrSlug: slug, username }, { timeoutMs });
        const star = gig._influencer_id;
        // The cover the gig page shows (gig-details.tsx), its largest picture.
        const cover = gig.product_cover_img ?? gig.images.url;
        return {
          title: `${gig.product_title} with ${star.fullName || star.username}`,
          description:
            plainSummary(gig.product_desc) ||
            `Play ${gig._game_id.name} with ${star.fullName || star.username}.`,
          image: imageUrl(base, cover ?? star.images.url),
          url,
          type: 'product',
          leadImage: cover ? { src: cover, sizes: GIG_COVER_SIZES } : undefined,
        };
      },
  },
  {
    pattern: new RegExp(`^/stars/${SEGMENT}/live$`),
    lookup:
      (rpc, [username], timeoutMs) =>
      async (base, url) => {
        const session = await rpc.send('live.sessionByUsername', { username }, { timeoutMs });
        if (!session) return null;
        return {
          title: `${session.influencerName || session.influencerUsername} is live: ${session.title}`,
          description:
            plainSummary(session.description) ||
            `Join ${session.influencerName || session.influencerUsername}'s ${session.gameName} queue on Lobby.`,
          image: imageUrl(base, session.banner ?? session.defaultThumbnail ?? session.influencerImage),
          url,
          type: 'video.other',
        };
      },
  },
  {
    pattern: new RegExp(`^/stars/${SEGMENT}$`),
    lookup:
      (rpc, [username], timeoutMs) =>
      async (base, url) => {
        const star = await rpc.send('catalog.influencer', { idOrUsername: username }, { timeoutMs });
        const name = star.fullName || star.username;
        return {
          title: name,
          description:
            plainSummary(star.bio) ||
            `Book a play session with ${name} on Lobby${star.games.length ? ` (${star.games.map((game) => game.name).join(', ')})` : ''}.`,
          image: imageUrl(base, star.images.url),
          url,
          type: 'profile',
        };
      },
  },
  {
    pattern: new RegExp(`^/blogs/(?!author$)${SEGMENT}$`),
    lookup:
      (rpc, [slug], timeoutMs) =>
      async (base, url) => {
        const { post } = await rpc.send('content.blogPost', { slug }, { timeoutMs });
        return {
          title: post.title,
          description: plainSummary(post.excerpt) || plainSummary(post.bodyHtml),
          image: imageUrl(base, post.coverUrl),
          url,
          type: 'article',
        };
      },
  },
];

/** The route a path names, its decoded parts (the path itself first) and its canonical path; null for others. */
function matchRoute(path: string): { route: Route; parts: string[]; canonicalPath: string } | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  for (const route of ROUTES) {
    const match = route.pattern.exec(clean);
    if (!match) continue;
    try {
      const parts = match.slice(1).map((part) => decodeURIComponent(part));
      if (parts.some((part) => part.length === 0 || part.length > 200)) return null;
      return { route, parts: [clean, ...parts], canonicalPath: clean };
    } catch {
      return null;
    }
  }
  return null;
}
