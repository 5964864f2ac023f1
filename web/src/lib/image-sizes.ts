/**
 * `sizes` attributes: how wide a picture is shown, so the browser picks the narrowest of an upload's widths
 * (its `srcset`, from imageSrcSet in contracts) that is sharp on the screen. They follow the page layout:
 * a `Container size="xl"` (1320 px at most, 16 px padding each side) and Mantine's breakpoints.
 */
import { imageSrcSet } from '@lobby/contracts';
import type { ComponentProps } from 'react';

const CONTAINER_MAX_PX = 1320;
const CONTAINER_PADDING_PX = 16;
/** The widest the content of a `Container size="xl"` gets. */
const CONTENT_MAX_PX = CONTAINER_MAX_PX - 2 * CONTAINER_PADDING_PX;
/** Mantine's default breakpoints, in em as its media queries use them. */
const BREAKPOINT_EM = { xs: 36, sm: 48, md: 62, lg: 75 } as const;
/** The gig page's booking panel beside the cover from `md` up, and the gap to it (page-with-aside.module.css). */
const ASIDE_PX = 360 + 32;

export type GridColumns = { base: number } & Partial<Record<keyof typeof BREAKPOINT_EM, number>>;

/** The content's width below the container's widest, less `besidePx` of something beside it. */
function contentWidth(besidePx = 0): string {
  return `calc(100vw - ${2 * CONTAINER_PADDING_PX + besidePx}px)`;
}

/** A picture as wide as the page's content: a landing banner. */
export const FULL_WIDTH_SIZES = `(min-width: ${CONTAINER_MAX_PX}px) ${CONTENT_MAX_PX}px, ${contentWidth()}`;

/** The gig page's cover: the content's width on phones, beside the booking panel from `md` up. */
export const GIG_COVER_SIZES = [
  `(min-width: ${CONTAINER_MAX_PX}px) ${CONTENT_MAX_PX - ASIDE_PX}px`,
  `(min-width: ${BREAKPOINT_EM.md}em) ${contentWidth(ASIDE_PX)}`,
  contentWidth(),
].join(', ');

/**
 * A card's picture in a grid of `columns` (per breakpoint, as SimpleGrid takes them): the content's width
 * shared by the columns at each breakpoint, widest screens first. Gaps are left out, erring a little wide.
 */
export function gridImageSizes(columns: GridColumns): string {
  const widest = columns.lg ?? columns.md ?? columns.sm ?? columns.xs ?? columns.base;
  const conditions = [`(min-width: ${CONTAINER_MAX_PX}px) ${Math.ceil(CONTENT_MAX_PX / widest)}px`];
  let current = columns.base;
  const steps: [string, number][] = [];
  for (const breakpoint of ['xs', 'sm', 'md', 'lg'] as const) {
    const count = columns[breakpoint];
    if (count !== undefined && count !== current) {
      steps.push([`(min-width: ${BREAKPOINT_EM[breakpoint]}em)`, count]);
      current = count;
    }
  }
  for (const [query, count] of steps.reverse()) conditions.push(`${query} ${perColumn(count)}`);
  conditions.push(perColumn(columns.base));
  return conditions.join(', ');
}

function perColumn(count: number): string {
  return count === 1 ? contentWidth() : `calc((100vw - ${2 * CONTAINER_PADDING_PX}px) / ${count})`;
}

/**
 * The img attributes for a square picture shown `sizePx` wide (an Avatar's `imageProps`): every width the
 * upload was stored in, so a 26 px byline loads the 96 px one, and lazily unless it is at the top of the page.
 */
export function avatarImageProps(
  url: string | null | undefined,
  sizePx: number,
  { priority = false } = {},
): ComponentProps<'img'> {
  const srcSet = imageSrcSet(url);
  return {
    srcSet,
    sizes: srcSet ? `${sizePx}px` : undefined,
    loading: priority ? 'eager' : 'lazy',
  };
}
