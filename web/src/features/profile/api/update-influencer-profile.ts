import { routes } from '@lobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { applyUpdatedUser } from './get-current-user';

export interface InfluencerProfileInput {
  fullName: string;
  bio: string;
  profession: string;
  image: File | null;
  /** A moderator names the streamer they act for. */
  streamerId?: string;
}

/** Spec §3 "Influencer profile", sent as a multipart form because it may carry the image. */
export const updateInfluencerProfile = ({ streamerId, image, ...fields }: InfluencerProfileInput) => {
  const form = new FormData();
  form.append('fullName', fields.fullName);
  form.append('bio', fields.bio);
  form.append('profession', fields.profession);
  if (image) form.append('image', image);
  return call(routes.profileEdit.updateInfluencerProfile, { body: form, query: { streamerId } });
};

export function useUpdateInfluencerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInfluencerProfile,
    onSuccess: ({ user }) => applyUpdatedUser(queryClient, user),
  });
}
