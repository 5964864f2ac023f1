/**
 * Responsive image variants (issue 19): a stored picture that also exists in smaller widths says so in its
 * own name, so no column records them and the web never asks for a file that was not made.
 *
 *   full picture:  <stem>.w<width1>_<width2>_…_<fullWidth>.<ext>   e.g. 3f2a….w320_640_960_1280.webp
 *   each variant:  <stem>.<width>w.<ext>                              e.g. 3f2a….640w.webp
 *
 * Widths are listed ascending; the last is the full picture's own width (it is served from the full name,
 * never copied). A name without the marker (a legacy upload, an external URL) has no variants.
 */

/** Where public uploads are served; only pictures under it can have variants. */
export const UPLOADS_URL_PREFIX = '/uploads';

export interface ImageVariant {
  width: number;
  /** The variant's name or URL, in the same form (bare name, path or URL) as the full picture's. */
  path: string;
}

const RESPONSIVE_NAME = /^(.*\/)?([^/]+)\.w(\d+(?:_\d+)+)\.([a-z0-9]+)$/;

/**
 * The name a picture made in `widths` (ascending, the last its full width) is stored under. With fewer than
 * two widths there is nothing to choose from, and the name is a plain `<stem>.<ext>`.
 */
export function responsiveImageName(stem: string, widths: readonly number[], extension: string): string {
  if (widths.length < 2) return `${stem}.${extension}`;
  return `${stem}.w${widths.join('_')}.${extension}`;
}

/**
 * Every width a stored picture exists in, smallest first, with the name or URL of each (the largest is
 * `path` itself); null when `path` does not follow the convention.
 */
export function imageVariantsOf(path: string): ImageVariant[] | null {
  const match = RESPONSIVE_NAME.exec(path);
  if (!match) return null;
  const [, folder = '', stem, list, extension] = match;
  const widths = list.split('_').map(Number);
  const ascending = widths.every((width, index) => width > 0 && (index === 0 || width > widths[index - 1]));
  if (!ascending) return null;
  const fullWidth = widths[widths.length - 1];
  return widths.map((width) => ({
    width,
    path: width === fullWidth ? path : `${folder}${stem}.${width}w.${extension}`,
  }));
}

/**
 * The `srcset` for a picture's URL, or undefined when only the URL itself exists: anything outside the
 * uploads path (external pictures) or stored without variants.
 */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  if (!url?.startsWith(`${UPLOADS_URL_PREFIX}/`)) return undefined;
  return imageVariantsOf(url)
    ?.map(({ width, path }) => `${path} ${width}w`)
    .join(', ');
}
