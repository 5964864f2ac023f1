import type { GigDto } from '@lobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { streamerGigsKey } from './get-streamer-gigs';

export type GigAction = 'archive' | 'unarchive' | 'delete';

const paths: Record<GigAction, string> = {
  archive: '/api/post/influencer/archive-gig',
  unarchive: '/api/post/influencer/unarchive-gig',
  delete: '/api/influencer/delete/product',
};

/** Archives (fans can no longer book it), restores or deletes one of the streamer's gigs. */
export const changeGigStatus = (action: GigAction, gigId: string, query: string) =>
  api.post<{ message: string; gig?: GigDto }>(`${paths[action]}/${encodeURIComponent(gigId)}${query}`);

export function useChangeGigStatus(starId: string, query: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, gigId }: { action: GigAction; gigId: string }) =>
      changeGigStatus(action, gigId, query),
    onSettled: () => queryClient.invalidateQueries({ queryKey: streamerGigsKey(starId) }),
  });
}
