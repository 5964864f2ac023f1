import { routes } from '@lobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, actingFor } from '../../../lib/api-client';
import { streamerGigsKeys } from '../../../lib/keys';

export type GigAction = 'archive' | 'unarchive' | 'delete';

const actionRoutes = {
  archive: routes.streamerGigs.archiveGig,
  unarchive: routes.streamerGigs.unarchiveGig,
  delete: routes.streamerGigs.deleteGig,
};

/** Archives (fans can no longer book it), restores or deletes one of the streamer's gigs. */
export const changeGigStatus = (action: GigAction, gigId: string, query: string) =>
  call(actionRoutes[action], {
    params: { id: gigId },
    query: actingFor(query),
  });

export function useChangeGigStatus(starId: string, query: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, gigId }: { action: GigAction; gigId: string }) =>
      changeGigStatus(action, gigId, query),
    onSettled: () => queryClient.invalidateQueries({ queryKey: streamerGigsKeys.star(starId) }),
  });
}
