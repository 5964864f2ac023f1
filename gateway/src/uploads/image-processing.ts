import { ProfileLimits, ValidationText } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import sharp, { type OutputInfo, type ResizeOptions } from 'sharp';

/**
 * What an upload becomes, stored under `folder`: a `width`×`height` picture cropped to that ratio (`cover`,
 * the default), or for logos and icons, whose edges matter, the whole picture scaled down to fit inside that
 * box (`inside`; never enlarged, transparency kept). It is also written scaled down to each of
 * `variantWidths` narrower than the result, for the web's srcset (see image-variants in contracts).
 */
export interface ImagePreset {
  folder: string;
  width: number;
  height: number;
  fit?: 'cover' | 'inside';
  variantWidths?: readonly number[];
}

/** One width of a processed picture, encoded. */
export interface EncodedWidth {
  width: number;
  data: Buffer;
}

export const ImagePresets = {
  /** Profile pictures, a user's and a streamer's: a square. */
  /** Shown 26–128 px wide (a gig card's byline to a star's page), so small widths for 1x–3x screens. */
  avatar: {
    folder: 'avatars',
    width: ProfileLimits.profilePictureSizePx,
    height: ProfileLimits.profilePictureSizePx,
    variantWidths: [96, 192, 256],
  },
  /** Gig thumbnails (spec §5: 16:9): a card in a grid (about 280–400 px) up to a gig page's cover. */
  gigThumbnail: { folder: 'gig-thumbnails', width: 1280, height: 720, variantWidths: [320, 640, 960] },
  /** A game's card picture, 16:9 like the gig thumbnails it sits among. */
  gameImage: { folder: 'games', width: 1280, height: 720, variantWidths: [320, 640, 960] },
  gameLogo: { folder: 'game-logos', width: 512, height: 512, fit: 'inside', variantWidths: [128, 256] },
  gameBackground: {
    folder: 'game-backgrounds',
    width: 1920,
    height: 1080,
    variantWidths: [640, 960, 1280],
  },
  /** Landing banners: a wide 3:1 strip, full width from a phone to a wide screen. */
  banner: { folder: 'banners', width: 1920, height: 640, variantWidths: [640, 960, 1280] },
  platformIcon: {
    folder: 'platform-icons',
    width: 256,
    height: 256,
    fit: 'inside',
    variantWidths: [64, 128],
  },
  /**
   * Blog covers and pictures in a post: a 16:9 picture, fitted whole (never cropped: a post's image is content).
   * No variants yet: content's check of a post's pictures knows only plain `<uuid>.webp` names.
   */
  blogImage: { folder: 'blog-images', width: 1600, height: 900, fit: 'inside' },
} as const satisfies Record<string, ImagePreset>;

export type ImageType = 'png' | 'jpeg';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** Decoding a bigger picture than this (a "decompression bomb" fits in a few MB) is refused. */
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 85;

/** The type the bytes say they are (spec §5: png or jpeg only); names and mimetypes are never trusted. */
export function detectImageType(bytes: Buffer): ImageType | null {
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return 'jpeg';
  return null;
}

/**
 * Decodes a png or jpeg and re-encodes it as webp, turned upright by its EXIF orientation, cropped to the
 * preset's ratio around the centre and resized to it. Re-encoding drops every metadata chunk (location,
 * camera, comments) and anything hidden after the picture. Anything that isn't a decodable png or jpeg
 * is refused with the spec's text.
 *
 * The preset's narrower variant widths are each scaled down from the same decoded and cropped pixels (the
 * upload is decoded once). Answers every width made, ascending; the last is the full picture. Variant widths
 * not narrower than the result (a small logo fitted `inside`) are skipped.
 */
export async function toResponsiveWebp(bytes: Buffer, preset: ImagePreset): Promise<EncodedWidth[]> {
  const type = detectImageType(bytes);
  if (!type) throw DomainError.invalid(ValidationText.invalidImage);
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
    const { format } = await image.metadata();
    if (format !== type) throw new Error(`content decodes as ${format}, not ${type}`);
    pixels = await image
      .rotate()
      .resize(preset.width, preset.height, resizeOptions(preset))
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw DomainError.invalid(ValidationText.invalidImage);
  }
  const { data, info } = pixels;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const widths = [...(preset.variantWidths ?? []).filter((width) => width < info.width), info.width];
  return Promise.all(
    widths.map(async (width) => ({
      width,
      data: await sharp(data, raw).resize({ width }).webp({ quality: WEBP_QUALITY }).toBuffer(),
    })),
  );
}

function resizeOptions(preset: ImagePreset): ResizeOptions {
  return preset.fit === 'inside'
    ? { fit: 'inside', withoutEnlargement: true }
    : { fit: 'cover', position: 'centre' };
}
