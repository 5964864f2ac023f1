/** Lower case without accents ('Tomás' -> 'tomas'), as catalog_fold does in the database. */
export function fold(value: string): string {
  return value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

const SLUG_MAX = 80;

/** A URL slug: folded words joined by dashes, at most 80 characters; 'item' when nothing is left. */
export function slugify(value: string, fallback = 'item'): string {
  const slug = fold(value)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= SLUG_MAX) return slug || fallback;
  const cut = slug.slice(0, SLUG_MAX);
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > SLUG_MAX / 2 ? cut.slice(0, lastDash) : cut).replace(/-+$/g, '');
}

/** The first of `base`, `base-2`, `base-3`, ... that is not in `taken`. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Escapes LIKE's wildcards so user text matches literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** A trimmed string, or undefined when empty or not a string. */
export function cleanText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** true for true and 'true' (query strings arrive as text through some gateways). */
export function isTrue(value: unknown): boolean {
  return value === true || value === 'true' || value === '1';
}

/** How tags compare: trimmed, without a leading '#', lower case without accents ('#Ranked' = 'ranked'). */
export function tagKey(tag: string): string {
  return fold(tag.trim().replace(/^#+/, '').trim());
}
