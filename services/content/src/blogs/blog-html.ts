import sanitizeHtml from 'sanitize-html';

/** Pictures in a post must be our own uploads (the gateway's /uploads/<folder>/<uuid>.webp), never a remote URL. */
const OWN_UPLOAD = /^\/uploads\/[a-z0-9-]+\/[0-9a-f-]{36}\.[a-z0-9]+$/;

/**
 * THE allowlist for blog HTML (the one place it is written): what the editor produces — headings, paragraphs,
 * bold/italic/underline/strike, code, blockquote, lists, rules, links and our own pictures. Everything else
 * (scripts, styles, event handlers, frames, svg, forms, unknown schemes) is dropped when a post is saved; the web
 * shows the stored HTML as it is.
 */
const BLOG_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Text inside these is dropped with them, not left behind as text.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'xmp',
    'template',
    'iframe',
    'svg',
    'math',
  ],
  transformTags: {
    // The editor's h1 is the page's title level; a post's headings start at h2.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_UPLOAD.test(frame.attribs.src ?? ''),
};

/** The post's body as it is stored and shown. */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, BLOG_HTML_OPTIONS).trim();
}

/** The words a reader reads (tags dropped), for the reading time. */
export function blogWordCount(html: string): number {
  // A space before every tag, so words in neighbouring blocks don't run together.
  const text = sanitizeHtml(html.replace(/</g, ' <'), { allowedTags: [], allowedAttributes: {} })
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .trim();
  return text ? text.split(/\s+/).length : 0;
}
