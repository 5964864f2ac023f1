import { TextLimits } from '@lobby/contracts';

/** A crop in the image's own pixels, as react-easy-crop reports it. */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Wider crops are scaled down to this; the server stores thumbnails smaller still. */
const MAX_WIDTH = 1920;
const JPEG_QUALITY = 0.9;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read'));
    image.src = src;
  });
}

/** Draws the chosen 16:9 area of the image onto a canvas and returns it as a JPEG. */
export async function cropToJpeg(src: string, area: PixelArea): Promise<Blob> {
  const image = await loadImage(src);
  const width = Math.max(1, Math.round(Math.min(area.width, MAX_WIDTH)));
  const height = Math.max(1, Math.round(width / TextLimits.thumbnailRatio));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The image could not be cropped');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be cropped'))),
      'image/jpeg',
      JPEG_QUALITY,
    ),
  );
}
