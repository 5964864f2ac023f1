/**
 * `sizes` attributes: how wide a picture is shown, so the browser picks the narrowest of an upload's widths
 * (its `srcset`, from imageSrcSet in contracts) that is sharp on the screen. They follow the page layout
 * (its widths are in contracts' image-sizes, with the gig cover's, which the gateway's preload uses too).
 */
import {
  BREAKPOINT_EM,
  CONTAINER_MAX_PX,
  CONTAINER_PADDING_PX,
  CONTENT_MAX_PX,
  contentWidth,
  imageSrcSet,
} from '@lobby/contracts';
import type { ComponentProps } from 'react';

export { FULL_WIDTH_SIZES, GIG_COVER_SIZES } from '@lobby/contracts';

export type GridColumns = { base: number } & Partial<Record<keyof typeof BREAKPOINT_EM, number>>;

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
