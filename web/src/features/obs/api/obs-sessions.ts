import { routes } from '@lobby/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { actingFor, call } from '../../../lib/api-client';

const obsSessionsKey = (query: string) => ['obs-sessions', query] as const;

/** The streamer's OBS sign-ins still in force; `query` is '?streamerId=…' for a moderator. */
export const useObsSessions = (query: string) =>
  useQuery({
    queryKey: obsSessionsKey(query),
    queryFn: ({ signal }) => call(routes.streamTools.obsSessions, { query: actingFor(query), signal }),
  });

/** Ends one OBS sign-in at once (its dock and overlay are signed out), then reads the list again. */
export const useRevokeObsSession = (query: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      call(routes.streamTools.revokeObsSession, { params: { id }, query: actingFor(query) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: obsSessionsKey(query) }),
  });
};
