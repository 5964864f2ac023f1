import { routes } from '@lobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { applyUpdatedUser } from './get-current-user';

/** Uploads a png or jpeg as the form field `image`; the server resizes it. */
export const updateProfilePicture = (image: File) => {
  const form = new FormData();
  form.append('image', image);
  return call(routes.profileEdit.updateProfilePicture, { body: form });
};

export function useUpdateProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfilePicture,
    onSuccess: ({ user }) => applyUpdatedUser(queryClient, user),
  });
}
