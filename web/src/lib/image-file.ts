import { ProfileLimits } from '@lobby/contracts';

/** What the file picker offers; the content check below is what decides. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/** True when the file's first bytes are a PNG or JPEG signature, whatever its name or reported type. */
export async function isPngOrJpeg(file: File): Promise<boolean> {
  const bytes = new Uint8Array(await file.slice(0, PNG_SIGNATURE.length).arrayBuffer());
  return startsWith(bytes, PNG_SIGNATURE) || startsWith(bytes, JPEG_SIGNATURE);
}

/** Every image upload (pictures, thumbnails, catalog art) is capped at this size by the gateway. */
export const imageTooLargeText = `The image must be at most ${ProfileLimits.profilePictureMaxBytes / (1024 * 1024)} MB`;

export const isImageTooLarge = (file: Blob) => file.size > ProfileLimits.profilePictureMaxBytes;
