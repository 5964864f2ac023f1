import type { PlatformDto, PlatformInput } from '@lobby/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const platformsKey = ['admin-catalog', 'platforms'] as const;

export const getPlatforms = (signal?: AbortSignal) =>
  api.get<PlatformDto[]>('/api/get/platforms', { signal });

export const platformsQueryOptions = () =>
  queryOptions({ queryKey: platformsKey, queryFn: ({ signal }) => getPlatforms(signal) });

export const usePlatforms = () => useQuery(platformsQueryOptions());

type SavedPlatform = { message: string; platform: PlatformDto };

/** Creates a platform, or updates the one named by `platformId`. */
export const savePlatform = ({ platformId, input }: { platformId: string | null; input: PlatformInput }) =>
  platformId
    ? api.put<SavedPlatform>(`/api/admin/platforms/${encodeURIComponent(platformId)}`, input)
    : api.post<SavedPlatform>('/api/admin/platforms', input);

export const deletePlatform = (platformId: string) =>
  api.delete<{ message: string }>(`/api/admin/platforms/${encodeURIComponent(platformId)}`);

function usePlatformMutation<T, R>(mutationFn: (variables: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: platformsKey }),
  });
}

export const useSavePlatform = () => usePlatformMutation(savePlatform);
export const useDeletePlatform = () => usePlatformMutation(deletePlatform);
