import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  SITE_ACCESS_META_NAME,
  type BlogPostPageDto,
  type GigDto,
  type LiveSessionDto,
  type Page,
  type StarDto,
} from '@lobby/contracts';
import { FakePeers, PeerRefusal, startNats, waitFor, type TestNats } from '@lobby/test-kit';
import { createGateway, type RunningGateway } from '../src/gateway';

/**
 * Link previews and crawlers (issue 18 item 6): the raw HTML of a star, gig, live and blog page carries its
 * Open Graph and Twitter tags (escaped), a service that is down or slow gives the generic tags, and robots.txt
 * and the sitemap index with its files follow the services' public lists.
 */
const BASE = 'https://lobby.example';
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Lobby: book paid play sessions with your favourite gaming creators." />
    <title>Lobby</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const HOSTILE_NAME = 'Ana "The Ace" <script>alert(1)</script>';

const star = {
  _id: 's1',
  username: 'ana',
  fullName: HOSTILE_NAME,
  images: { url: '/uploads/avatars/ana.webp' },
  isLive: false,
  bio: 'Plays <b>Valorant</b> & "ranked" every night.',
  games: [{ _id: 'g1', name: 'Valorant', slug: 'valorant', gameLogo: null, image: null }],
} as unknown as StarDto;

const gig = {
  _id: 'p1',
  slug: 'ranked-duo',
  product_title: 'Ranked duo',
  product_desc: 'Climb with me.',
  _game_id: star.games[0],
  _influencer_id: {
    _id: 's1',
    username: 'ana',
    fullName: HOSTILE_NAME,
    images: { url: null },
    isLive: false,
  },
  product_cover_img: 'https://cdn.example/cover.jpg',
  images: { url: null },
  updatedAt: '2026-11-01T10:00:00.000Z',
} as unknown as GigDto;

const post = {
  post: {
    slug: 'first-post',
    title: 'Patch notes </title><script>x()</script>',
    excerpt: 'What changed this week.',
    coverUrl: '/uploads/blog/cover.webp',
    bodyHtml: '<p>Body</p>',
    publishedAt: '2026-10-01T00:00:00.000Z',
  },
  related: [],
} as unknown as BlogPostPageDto;

function page<T>(all: T[], pageNumber: number, limit: number): Page<T> {
  return {
    data: all.slice((pageNumber - 1) * limit, pageNumber * limit),
    page: pageNumber,
    limit,
    total: all.length,
    totalPages: Math.ceil(all.length / limit),
  };
}

/** The attribute value of a meta tag in raw HTML, unescaped only as far as the test needs to compare. */
function metaContent(html: string, attribute: 'property' | 'name', key: string): string | undefined {
  const match = new RegExp(`<meta ${attribute}="${key.replace(':', '\\:')}" content="([^"]*)"`).exec(html);
  return match?.[1];
}

describe('page previews, robots.txt and the sitemap (gateway)', () => {
  let nats: TestNats;
  let gateway: RunningGateway;
  const peers = new FakePeers();
  const webDist = mkdtempSync(join(tmpdir(), 'lobby-seo-web-'));

  beforeAll(async () => {
    writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
    nats = await startNats();
    await peers.start(nats.url);
    peers.answer('catalog.influencer', ({ idOrUsername }) => {
      if (idOrUsername === 'ana') return star;
      throw new PeerRefusal({ status: 404, message: 'Star not found' });
    });
    peers.answer('catalog.gig', ({ idOrSlug, username }) => {
      if (idOrSlug === 'ranked-duo' && username === 'ana') return gig;
      throw new PeerRefusal({ status: 404, message: 'Gig not found' });
    });
    peers.answer('catalog.banners', () => [
      {
        _id: 'b0',
        title: 'Old',
        subtitle: null,
        image: 'https://cdn.example/old.jpg',
        link: null,
        position: 0,
        isActive: false,
      },
      {
        _id: 'b1',
        title: 'Season',
        subtitle: null,
        image: 'https://cdn.example/season.jpg',
        link: null,
        position: 1,
        isActive: true,
      },
      {
        _id: 'b2',
        title: 'Later',
        subtitle: null,
        image: 'https://cdn.example/later.jpg',
        link: null,
        position: 2,
        isActive: true,
      },
    ]);
    peers.answer('content.blogPost', ({ slug }) => {
      if (slug === 'first-post') return post;
      throw new PeerRefusal({ status: 404, message: 'Post not found' });
    });
    const stars = Array.from({ length: 1_050 }, (_, index) => ({ username: `star_${index}` }) as StarDto);
    peers.answer('catalog.influencers', ({ page: p, limit }) => page(stars, p, Math.min(limit, 100)));
    peers.answer('catalog.gigsForScroll', ({ page: p, limit }) => page([gig], p, limit));
    peers.answer('catalog.gamesForScroll', ({ page: p, limit }) =>
      page([{ slug: 'valorant' }] as never[], p, limit),
    );
    peers.answer('content.blogList', ({ page: p = 1 }) =>
      page([post.post, { ...post.post, slug: 'second', publishedAt: null }], p, 1),
    );
    gateway = await createGateway({
      PORT: '0',
      HOST: '127.0.0.1',
      NATS_URL: nats.url,
      JWT_SECRET: 'x'.repeat(32),
      LOG_LEVEL: 'silent',
      WEB_DIST: webDist,
      PUBLIC_URL: `${BASE}/`,
      RPC_TIMEOUT_MS: '3000',
      MARKETING_PIXEL_ID: 'px-42',
      MARKETING_PIXEL_ENDPOINT: 'https://pixel.example/collect',
    });
  });

  afterAll(async () => {
    await gateway?.close();
    await peers.stop();
    await nats?.stop();
    rmSync(webDist, { recursive: true, force: true });
  });

  const html = async (path: string) => {
    const response = await fetch(`${gateway.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    return response.text();
  };

  it("serves a star's page with their Open Graph and Twitter tags, every value escaped", async () => {
    const page = await html('/stars/ana');
    const escapedName = 'Ana &quot;The Ace&quot; &lt;script&gt;alert(1)&lt;/script&gt;';
    expect(metaContent(page, 'property', 'og:title')).toBe(escapedName);
    expect(metaContent(page, 'property', 'og:type')).toBe('profile');
    expect(metaContent(page, 'property', 'og:url')).toBe(`${BASE}/stars/ana`);
    expect(metaContent(page, 'property', 'og:image')).toBe(`${BASE}/uploads/avatars/ana.webp`);
    expect(metaContent(page, 'property', 'og:description')).toBe(
      'Plays Valorant &amp; &quot;ranked&quot; every night.',
    );
    expect(metaContent(page, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(page).toContain(`<link rel="canonical" href="${BASE}/stars/ana" />`);
    expect(page).toContain(`<title>${escapedName} · Lobby</title>`);
    // The page's description replaces the generic one rather than adding a second.
    expect(page.match(/<meta name="description"/g)).toHaveLength(1);
    expect(page).not.toContain('<script>alert(1)');
  });

  it("serves a gig's, the landing page's and a blog post's tags", async () => {
    const gigPage = await html('/stars/ana/gigs/ranked-duo');
    expect(metaContent(gigPage, 'property', 'og:title')).toBe(
      'Ranked duo with Ana &quot;The Ace&quot; &lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(metaContent(gigPage, 'property', 'og:image')).toBe('https://cdn.example/cover.jpg');
    expect(metaContent(gigPage, 'property', 'og:url')).toBe(`${BASE}/stars/ana/gigs/ranked-duo`);
    // Its cover, the page's largest picture, loads beside the app's code (a plain URL: no other widths).
    expect(gigPage).toContain(
      '<link rel="preload" as="image" href="https://cdn.example/cover.jpg" fetchpriority="high" />',
    );

    // The landing page keeps the site's tags and preloads its first active banner, the slider's first slide.
    const landing = await html('/');
    expect(metaContent(landing, 'property', 'og:title')).toBe('Lobby');
    expect(landing).toContain(
      '<link rel="preload" as="image" href="https://cdn.example/season.jpg" fetchpriority="high" />',
    );
    expect(landing).not.toContain('old.jpg');
    expect(landing).not.toContain('later.jpg');

    const blogPage = await html('/blogs/first-post');
    expect(metaContent(blogPage, 'property', 'og:type')).toBe('article');
    expect(metaContent(blogPage, 'property', 'og:title')).toBe(
      'Patch notes &lt;/title&gt;&lt;script&gt;x()&lt;/script&gt;',
    );
    expect(metaContent(blogPage, 'property', 'og:description')).toBe('What changed this week.');
    expect(metaContent(blogPage, 'property', 'og:image')).toBe(`${BASE}/uploads/blog/cover.webp`);
    expect(blogPage).not.toContain('<script>x()');
  });

  it('serves the generic tags for an unknown item, a service that is down, and any other page', async () => {
    const unknown = await html('/stars/nobody');
    expect(metaContent(unknown, 'property', 'og:title')).toBe('Lobby');
    expect(metaContent(unknown, 'property', 'og:url')).toBe(`${BASE}/stars/nobody`);
    expect(metaContent(unknown, 'property', 'og:image')).toBe(`${BASE}/og-image.png`);

    // No live service answers on this NATS: the page still comes, quickly, with the generic tags.
    const started = Date.now();
    const live = await html('/stars/ana/live');
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(metaContent(live, 'property', 'og:title')).toBe('Lobby');

    const other = await html('/browse');
    expect(metaContent(other, 'property', 'og:type')).toBe('website');
    expect(other).toContain('<title>Lobby</title>');
  });

  it("serves a live page's tags once live answers", async () => {
    peers.answer(
      'live.sessionByUsername',
      () =>
        ({
          influencerUsername: 'ana',
          influencerName: 'Ana',
          influencerImage: null,
          title: 'Ranked grind',
          description: '',
          gameName: 'Valorant',
          banner: '/uploads/live/banner.webp',
          defaultThumbnail: null,
        }) as unknown as LiveSessionDto,
    );
    const live = await html('/stars/ana/live');
    expect(metaContent(live, 'property', 'og:title')).toBe('Ana is live: Ranked grind');
    expect(metaContent(live, 'property', 'og:description')).toBe('Join Ana&#39;s Valorant queue on Lobby.');
    expect(metaContent(live, 'property', 'og:image')).toBe(`${BASE}/uploads/live/banner.webp`);
  });

  it("answers the marketing pixel's settings and lets the page post to its origin", async () => {
    const response = await fetch(`${gateway.url}/api/get/marketing-pixel`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ pixelId: 'px-42', endpoint: 'https://pixel.example/collect' });
    const page = await fetch(`${gateway.url}/stars/ana`);
    expect(page.headers.get('content-security-policy')).toContain(
      "connect-src 'self' ws: wss: https://pixel.example;",
    );
  });

  it('answers robots.txt: public pages allowed, private areas disallowed, the sitemap named', async () => {
    const response = await fetch(`${gateway.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const text = await response.text();
    expect(text).toContain('User-agent: *\nAllow: /\n');
    for (const path of ['/admin', '/influencer', '/api', '/checkout', '/profile']) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });

  it('answers a sitemap index and its files, splitting a long list over several files', async () => {
    const index = await fetch(`${gateway.url}/sitemap.xml`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toContain('application/xml');
    expect(index.headers.get('cache-control')).toBe('public, max-age=3600');
    const indexXml = await index.text();
    const files = [...indexXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(files).toEqual([
      `${BASE}/sitemaps/stars-1.xml`,
      `${BASE}/sitemaps/stars-2.xml`,
      `${BASE}/sitemaps/gigs-1.xml`,
      `${BASE}/sitemaps/games-1.xml`,
      `${BASE}/sitemaps/blogs-1.xml`,
    ]);

    const locsOf = async (file: string) => {
      const response = await fetch(`${gateway.url}/sitemaps/${file}`);
      expect(response.status).toBe(200);
      return response.text();
    };
    const stars1 = await locsOf('stars-1.xml');
    const stars2 = await locsOf('stars-2.xml');
    expect(stars1.match(/<url>/g)).toHaveLength(1_000);
    expect(stars2.match(/<url>/g)).toHaveLength(50);
    expect(stars1).toContain(`<loc>${BASE}/stars/star_0</loc>`);
    expect(stars2).toContain(`<loc>${BASE}/stars/star_1049</loc>`);

    expect(await locsOf('gigs-1.xml')).toContain(
      `<url><loc>${BASE}/stars/ana/gigs/ranked-duo</loc><lastmod>2026-11-01T10:00:00.000Z</lastmod></url>`,
    );
    expect(await locsOf('games-1.xml')).toContain(`<loc>${BASE}/browse?game=valorant</loc>`);
    const blogs = await locsOf('blogs-1.xml');
    expect(blogs).toContain(
      `<url><loc>${BASE}/blogs/first-post</loc><lastmod>2026-10-01T00:00:00.000Z</lastmod></url>`,
    );
    expect(blogs).toContain(`<url><loc>${BASE}/blogs/second</loc></url>`);

    expect((await fetch(`${gateway.url}/sitemaps/secrets-1.xml`)).status).toBe(404);
  });

  it("says in every page whether a website password is on, so the app's gate asks nothing on load", async () => {
    const access = async (path: string) => metaContent(await html(path), 'name', SITE_ACCESS_META_NAME);
    // Content doesn't answer yet: the page goes out without it and the app asks for itself.
    expect(await access('/faqs')).toBeUndefined();
    let enabled = false;
    peers.answer('content.siteAccessStatus', () => ({ enabled }));
    // The hint is best effort: a page waits at most 300 ms for content, which a loaded test machine can miss once.
    const served = (path: string, hint: string) =>
      waitFor(async () => (await access(path)) === hint, { what: `${path} to say ${hint}` });
    await served('/browse', 'open');
    enabled = true;
    await served('/', 'password');
    await served('/stars/ana', 'password');
  });
});
