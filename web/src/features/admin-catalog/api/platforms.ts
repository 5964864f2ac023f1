import { routes, type PlatformInput } from '@lobby/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminCatalogKeys } from '../keys';

export const getPlatforms = (signal?: AbortSignal) => call(routes.landing.platforms, { signal });

export const platformsQueryOptions = () =>
  queryOptions({ queryKey: adminCatalogKeys.platforms, queryFn: ({ signal }) => getPlatforms(signal) });

export const usePlatforms = () => useQuery(platformsQueryOptions());

/** Creates a platform, or updates the one named by `platformId`. */
export const savePlatform = ({ platformId, input }: { platformId: string | null; input: PlatformInput }) =>
  platformId
    ? call(routes.catalogAdmin.updatePlatform, { params: { id: platformId }, body: input })
    : call(routes.catalogAdmin.createPlatform, { body: input });

export const deletePlatform = (platformId: string) =>
  call(routes.catalogAdmin.deletePlatform, { params: { id: platformId } });

function usePlatformMutation<T, R>(mutationFn: (variables: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCatalogKeys.platforms }),
  });
}

export const useSavePlatform = () => usePlatformMutation(savePlatform);
export const useDeletePlatform = () => usePlatformMutation(deletePlatform);
