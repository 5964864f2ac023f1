import { routes } from '@lobby/contracts';
import { useMutation } from '@tanstack/react-query';
import { call, actingFor } from '../../lib/api-client';

/** Uploads the cropped thumbnail as the form field `image`; the answer is the stored image's path. */
export const uploadGigThumbnail = (image: Blob, query: string) => {
  const form = new FormData();
  form.append('image', image, 'thumbnail.jpg');
  return call(routes.streamerGigs.uploadThumbnail, { body: form, query: actingFor(query) });
};

export const useUploadGigThumbnail = (query: string) =>
  useMutation({ mutationFn: (image: Blob) => uploadGigThumbnail(image, query) });
