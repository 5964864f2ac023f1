import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** Uploads the cropped thumbnail as the form field `image`; the answer is the stored image's path. */
export const uploadGigThumbnail = (image: Blob, query: string) => {
  const form = new FormData();
  form.append('image', image, 'thumbnail.jpg');
  return api.post<{ url: string }>(`/api/influencer/upload/gig-thumbnail${query}`, form);
};

export const useUploadGigThumbnail = (query: string) =>
  useMutation({ mutationFn: (image: Blob) => uploadGigThumbnail(image, query) });
