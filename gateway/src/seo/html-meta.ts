import { imageSrcSet } from '@lobby/contracts';

/** What a page tells link previews and search engines (Open Graph, Twitter card, canonical). */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the preview picture (the site's default one when the item has none). */
  image: string;
  /** Absolute canonical URL of the page. */
  url: string;
  type: 'website' | 'profile' | 'article' | 'product' | 'video.other';
  /**
   * The page's largest picture as its img shows it (`src` and `sizes`): preloaded from the HTML, so it loads
   * beside the app's code instead of after the page's data arrived.
   */
  leadImage?: { src: string; sizes: string };
}

export const SITE_NAME = 'Lobby';
export const DEFAULT_DESCRIPTION = 'Lobby: book paid play sessions with your favourite gaming creators.';
const DESCRIPTION_MAX = 200;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for an HTML attribute or element body. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}

/** One line of plain text from stored text or HTML: tags dropped, spaces folded, cut at a word. */
export function plainSummary(text: string | null | undefined, max = DESCRIPTION_MAX): string {
  const plain = (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** The tags for `meta`, every value escaped. */
export function metaTags(meta: PageMeta): string {
  const property = (name: string, value: string) =>
    `<meta property="${name}" content="${escapeHtml(value)}" />`;
  const named = (name: string, value: string) => `<meta name="${name}" content="${escapeHtml(value)}" />`;
  const lines = [
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    property('og:site_name', SITE_NAME),
    property('og:type', meta.type),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.url),
    property('og:image', meta.image),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    named('twitter:image', meta.image),
  ];
  if (meta.leadImage) lines.push(leadImagePreload(meta.leadImage));
  return lines.join('\n    ');
}

/** A preload the page's img will use: the same srcset and sizes, so the browser picks the same file. */
function leadImagePreload({ src, sizes }: { src: string; sizes: string }): string {
  const srcSet = imageSrcSet(src);
  const responsive = srcSet ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(src)}"${responsive} fetchpriority="high" />`;
}

/**
 * index.html with the page's title and description in place of the generic ones and the preview tags (and any
 * `extraTags`) added at the end of <head>. A page whose HTML has no <head> is left as it is.
 */
export function injectMeta(html: string, meta: PageMeta, extraTags: string[] = []): string {
  const closeHead = html.indexOf('</head>');
  if (closeHead < 0) return html;
  const title = meta.title === SITE_NAME ? SITE_NAME : `${meta.title} · ${SITE_NAME}`;
  const withTitle = html
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta\s+name="description"[^>]*>/,
      () => `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    );
  const at = withTitle.indexOf('</head>');
  const tags = [metaTags(meta), ...extraTags].join('\n    ');
  return `${withTitle.slice(0, at)}  ${tags}\n  ${withTitle.slice(at)}`;
}
