import { routes } from '@lobby/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** What the picture is for; the server crops or fits it to that kind's size. */
export type AdminImageKind = 'game' | 'logo' | 'background' | 'banner' | 'platform';

export const uploadAdminImage = ({ kind, image }: { kind: AdminImageKind; image: File }) => {
  const form = new FormData();
  form.append('image', image);
  return call(routes.catalogAdmin.uploadImage, { body: form, query: { kind } });
};

export const useUploadAdminImage = () => useMutation({ mutationFn: uploadAdminImage });
