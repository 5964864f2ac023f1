import type { LobbyCodeDetailsDto, SlotDto } from '@lobby/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The streamer a moderator acts for, read from the '?streamerId=…' query; null for a streamer. */
export const streamerIdFrom = (query: string) => new URLSearchParams(query).get('streamerId');

const lobbyCodeKey = (slotId: string) => ['slot-lobby-code', slotId] as const;

/** The lobby code the streamer set on a slot (null until set). */
export const lobbyCodeQueryOptions = (slotId: string, query: string) =>
  queryOptions({
    queryKey: lobbyCodeKey(slotId),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams(query);
      params.set('slotId', slotId);
      return api.get<LobbyCodeDetailsDto>(`/api/streamer/lobby-code-details?${params.toString()}`, {
        signal,
      });
    },
  });

export const useLobbyCode = (slotId: string, query: string) => useQuery(lobbyCodeQueryOptions(slotId, query));

/** Sets the slot's lobby code; an empty code removes it. */
export const saveLobbyCode = (slotId: string, lobbyCode: string, query: string) => {
  const streamerId = streamerIdFrom(query);
  return api.post<{ message: string; slot: SlotDto }>('/api/streamer/lobby-code', {
    slotId,
    lobbyCode,
    ...(streamerId ? { streamerId } : {}),
  });
};

export function useSaveLobbyCode(slotId: string, query: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lobbyCode: string) => saveLobbyCode(slotId, lobbyCode, query),
    onSuccess: (_result, lobbyCode) =>
      queryClient.setQueryData(lobbyCodeKey(slotId), (details: LobbyCodeDetailsDto | undefined) =>
        details ? { ...details, lobbyCode: lobbyCode || null } : details,
      ),
  });
}
