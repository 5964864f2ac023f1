import { ProfileLimits, ValidationText } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import sharp from 'sharp';

/** What an upload becomes: a `width`×`height` picture cropped to that ratio, stored under `folder`. */
export interface ImagePreset {
  folder: string;
  width: number;
  height: number;
}

export const ImagePresets = {
  /** Profile pictures, a user's and a streamer's: a square. */
  avatar: {
    folder: 'avatars',
    width: ProfileLimits.profilePictureSizePx,
    height: ProfileLimits.profilePictureSizePx,
  },
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
      .resize(preset.width, preset.height, { fit: 'cover', position: 'centre' })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch {
    throw DomainError.invalid(ValidationText.invalidImage);
  }
}
