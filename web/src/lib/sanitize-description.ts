/**
 * Gig descriptions are HTML written by streamers. The server already sanitises them (issue 4 §2); the page
 * cleans them again before rendering, so a bad row can never run script here. Parsing with DOMParser gives
 * an inert document: nothing in it loads or runs while it is cleaned.
 */

/** Kept, without any attribute except a link's checked href. */
const ALLOWED = new Set([
  'A',
  'B',
  'BLOCKQUOTE',
  'BR',
  'CODE',
  'DIV',
  'EM',
  'H2',
  'H3',
  'H4',
  'I',
  'LI',
  'OL',
  'P',
  'PRE',
  'S',
  'SPAN',
  'STRONG',
  'U',
  'UL',
]);

/** Removed with everything inside them (the spec's disallowed tags and other active content). */
const DROPPED = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'FRAME',
  'EMBED',
  'OBJECT',
  'IMG',
  'SVG',
  'MATH',
  'SELECT',
  'OPTION',
  'TEMPLATE',
  'NOSCRIPT',
  'VIDEO',
  'AUDIO',
  'FORM',
  'INPUT',
  'BUTTON',
  'TEXTAREA',
  'LINK',
  'META',
  'BASE',
  'HEAD',
  'TITLE',
]);

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;

function safeHref(href: string | null): string | null {
  if (!href) return null;
  try {
    const url = new URL(href, window.location.origin);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** Every link of a description opens in a new tab and passes no referrer or ranking to its target. */
function setLinkTarget(link: Element, href: string): void {
  link.setAttribute('href', href);
  link.setAttribute('target', '_blank');
  link.setAttribute('rel', 'noopener noreferrer nofollow ugc');
}

function makeLink(doc: Document, href: string, text: string): HTMLAnchorElement {
  const link = doc.createElement('a');
  setLinkTarget(link, href);
  link.textContent = text;
  return link;
}

/** Turns bare http(s) addresses in text into links, so links in a plain-text description are clickable too. */
function linkify(doc: Document, text: Text): void {
  const value = text.data;
  const matches = [...value.matchAll(URL_PATTERN)];
  if (matches.length === 0) return;
  const fragment = doc.createDocumentFragment();
  let last = 0;
  for (const match of matches) {
    const start = match.index ?? 0;
    if (start > last) fragment.append(value.slice(last, start));
    fragment.append(makeLink(doc, match[0], match[0]));
    last = start + match[0].length;
  }
  if (last < value.length) fragment.append(value.slice(last));
  text.replaceWith(fragment);
}

function clean(doc: Document, parent: Node): void {
  for (const node of [...parent.childNodes]) {
    if (node.nodeType === Node.TEXT_NODE) {
      if (!(parent instanceof Element && parent.closest('a'))) linkify(doc, node as Text);
      continue;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) {
      node.remove();
      continue;
    }
    const element = node as Element;
    const tag = element.tagName.toUpperCase();
    if (DROPPED.has(tag)) {
      element.remove();
      continue;
    }
    clean(doc, element);
    if (!ALLOWED.has(tag)) {
      element.replaceWith(...element.childNodes);
      continue;
    }
    const href = tag === 'A' ? safeHref(element.getAttribute('href')) : null;
    for (const attribute of [...element.attributes]) element.removeAttribute(attribute.name);
    if (tag === 'A') {
      if (!href) {
        element.replaceWith(...element.childNodes);
        continue;
      }
      setLinkTarget(element, href);
    }
  }
}

const hasMarkup = (text: string) => /<\/?[a-z][^>]*>/i.test(text);

/**
 * A description as safe HTML: allowed tags only, no attributes but checked link targets (opening in a new
 * tab), bare addresses made links, and line breaks of plain text kept.
 */
export function sanitizeDescription(description: string): string {
  const doc = new DOMParser().parseFromString('<!doctype html><body></body>', 'text/html');
  if (hasMarkup(description)) {
    const parsed = new DOMParser().parseFromString(description, 'text/html');
    doc.body.append(...[...parsed.body.childNodes].map((node) => doc.importNode(node, true)));
  } else {
    description.split('\n').forEach((line, index) => {
      if (index > 0) doc.body.append(doc.createElement('br'));
      doc.body.append(line);
    });
  }
  clean(doc, doc.body);
  return doc.body.innerHTML;
}

/** The first `maxChars` characters of sanitised HTML's text, keeping its tags, with an ellipsis when cut. */
export function truncateHtml(html: string, maxChars: number): string {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  let remaining = maxChars;
  // The last text kept whole, so a cut that falls exactly at its end still shows that more follows.
  let lastKept: Text | null = null;
  let cut = false;
  const walk = (parent: Node) => {
    for (const node of [...parent.childNodes]) {
      if (remaining <= 0) {
        if (!cut && node.textContent) {
          cut = true;
          if (lastKept) lastKept.data = `${lastKept.data.trimEnd()}…`;
        }
        node.remove();
        continue;
      }
      if (node.nodeType === Node.TEXT_NODE) {
        const text = node as Text;
        if (text.data.length > remaining) {
          text.data = `${text.data.slice(0, remaining).trimEnd()}…`;
          remaining = 0;
          cut = true;
        } else {
          remaining -= text.data.length;
          lastKept = text;
        }
      } else walk(node);
    }
  };
  walk(doc.body);
  return doc.body.innerHTML;
}

/** How many characters of text the HTML shows (what the Read more threshold counts). */
export function textLength(html: string): number {
  return (
    new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html').body.textContent
      ?.length ?? 0
  );
}
