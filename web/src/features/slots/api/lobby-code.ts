import { routes, type LobbyCodeDetailsDto } from '@lobby/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, actingFor } from '../../../lib/api-client';
import { slotsKeys } from '../keys';

/** The lobby code the streamer set on a slot (null until set). */
export const lobbyCodeQueryOptions = (slotId: string, query: string) =>
  queryOptions({
    queryKey: slotsKeys.lobbyCode(slotId),
    queryFn: ({ signal }) => {
      return call(routes.slots.streamerLobbyCode, { query: { ...actingFor(query), slotId }, signal });
    },
  });

export const useLobbyCode = (slotId: string, query: string) => useQuery(lobbyCodeQueryOptions(slotId, query));

/** Sets the slot's lobby code; an empty code removes it. */
export const saveLobbyCode = (slotId: string, lobbyCode: string, query: string) => {
  return call(routes.slots.setLobbyCode, { body: { slotId, lobbyCode, ...actingFor(query) } });
};

export function useSaveLobbyCode(slotId: string, query: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lobbyCode: string) => saveLobbyCode(slotId, lobbyCode, query),
    onSuccess: (_result, lobbyCode) =>
      queryClient.setQueryData(slotsKeys.lobbyCode(slotId), (details: LobbyCodeDetailsDto | undefined) =>
        details ? { ...details, lobbyCode: lobbyCode || null } : details,
      ),
  });
}
