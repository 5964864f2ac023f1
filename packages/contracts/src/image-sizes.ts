/**
 * The page layout's widths that `sizes` attributes are built from, and the sizes of the pictures the gateway
 * also names in the HTML it serves (a preload must ask for exactly the file the page's img will pick): a
 * `Container size="xl"` (1320 px at most, 16 px padding each side) and Mantine's breakpoints.
 */
export const CONTAINER_MAX_PX = 1320;
export const CONTAINER_PADDING_PX = 16;
/** The widest the content of a `Container size="xl"` gets. */
export const CONTENT_MAX_PX = CONTAINER_MAX_PX - 2 * CONTAINER_PADDING_PX;
/** Mantine's default breakpoints, in em as its media queries use them. */
export const BREAKPOINT_EM = { xs: 36, sm: 48, md: 62, lg: 75 } as const;
/** The gig page's booking panel beside the cover from `md` up, and the gap to it (page-with-aside.module.css). */
const ASIDE_PX = 360 + 32;

/** The content's width below the container's widest, less `besidePx` of something beside it. */
export function contentWidth(besidePx = 0): string {
  return `calc(100vw - ${2 * CONTAINER_PADDING_PX + besidePx}px)`;
}

/** The gig page's cover: the content's width on phones, beside the booking panel from `md` up. */
export const GIG_COVER_SIZES = [
  `(min-width: ${CONTAINER_MAX_PX}px) ${CONTENT_MAX_PX - ASIDE_PX}px`,
  `(min-width: ${BREAKPOINT_EM.md}em) ${contentWidth(ASIDE_PX)}`,
  contentWidth(),
].join(', ');

/** A picture as wide as the page's content: a landing banner (the gateway preloads the first one). */
export const FULL_WIDTH_SIZES = `(min-width: ${CONTAINER_MAX_PX}px) ${CONTENT_MAX_PX}px, ${contentWidth()}`;
