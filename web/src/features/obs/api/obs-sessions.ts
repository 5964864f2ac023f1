import { routes } from '@lobby/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { actingFor, call } from '../../../lib/api-client';
import { obsKeys } from '../keys';

/** The streamer's OBS sign-ins still in force; `query` is '?streamerId=…' for a moderator. */
export const useObsSessions = (query: string) =>
  useQuery({
    queryKey: obsKeys.sessions(query),
    queryFn: ({ signal }) => call(routes.streamTools.obsSessions, { query: actingFor(query), signal }),
  });

/** Ends one OBS sign-in at once (its dock and overlay are signed out), then reads the list again. */
export const useRevokeObsSession = (query: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      call(routes.streamTools.revokeObsSession, { params: { id }, query: actingFor(query) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: obsKeys.sessions(query) }),
  });
};
