import { ProfileLimits, ValidationText } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import sharp, { type ResizeOptions } from 'sharp';

/**
 * What an upload becomes, stored under `folder`: a `width`×`height` picture cropped to that ratio (`cover`,
 * the default), or for logos and icons, whose edges matter, the whole picture scaled down to fit inside that
 * box (`inside`; never enlarged, transparency kept).
 */
export interface ImagePreset {
  folder: string;
  width: number;
  height: number;
  fit?: 'cover' | 'inside';
}

export const ImagePresets = {
  /** Profile pictures, a user's and a streamer's: a square. */
  avatar: {
    folder: 'avatars',
    width: ProfileLimits.profilePictureSizePx,
    height: ProfileLimits.profilePictureSizePx,
  },
  /** Gig thumbnails (spec §5: 16:9). */
  gigThumbnail: { folder: 'gig-thumbnails', width: 1280, height: 720 },
  /** A game's card picture, 16:9 like the gig thumbnails it sits among. */
  gameImage: { folder: 'games', width: 1280, height: 720 },
  gameLogo: { folder: 'game-logos', width: 512, height: 512, fit: 'inside' },
  gameBackground: { folder: 'game-backgrounds', width: 1920, height: 1080 },
  /** Landing banners: a wide 3:1 strip. */
  banner: { folder: 'banners', width: 1920, height: 640 },
  platformIcon: { folder: 'platform-icons', width: 256, height: 256, fit: 'inside' },
  /** Blog covers and pictures in a post: a 16:9 picture, fitted whole (never cropped: a post's image is content). */
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
 */
export async function toWebp(bytes: Buffer, preset: ImagePreset): Promise<Buffer> {
  const type = detectImageType(bytes);
  if (!type) throw DomainError.invalid(ValidationText.invalidImage);
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
    const { format } = await image.metadata();
    if (format !== type) throw new Error(`content decodes as ${format}, not ${type}`);
    return await image
      .rotate()
      .resize(preset.width, preset.height, resizeOptions(preset))
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch {
    throw DomainError.invalid(ValidationText.invalidImage);
  }
}

function resizeOptions(preset: ImagePreset): ResizeOptions {
  return preset.fit === 'inside'
    ? { fit: 'inside', withoutEnlargement: true }
    : { fit: 'cover', position: 'centre' };
}
