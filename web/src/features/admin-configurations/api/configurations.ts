import { routes, type SaveConfigurationInput } from '@lobby/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminConfigurationsKeys } from '../keys';
import { starsKeys } from '../../../lib/keys';

export const configurationsQueryOptions = () =>
  queryOptions({
    queryKey: adminConfigurationsKeys.configurations,
    queryFn: ({ signal }) => call(routes.adminTools.configurations, { signal }),
  });

export const useConfigurations = () => useQuery(configurationsQueryOptions());

export function useSaveConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveConfigurationInput) => call(routes.adminTools.saveConfiguration, { body: input }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminConfigurationsKeys.configurations }),
  });
}

export function useRemoveConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => call(routes.adminTools.removeConfiguration, { params: { key } }),
    meta: { errorFallback: 'Error removing the configuration' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminConfigurationsKeys.configurations }),
  });
}

export const streamerFeesQueryOptions = () =>
  queryOptions({
    queryKey: adminConfigurationsKeys.platformFees,
    queryFn: ({ signal }) => call(routes.adminTools.streamerFees, { signal }),
  });

export const useStreamerFees = () => useQuery(streamerFeesQueryOptions());

export function useSetStreamerFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ streamerId, percent }: { streamerId: string; percent: string | null }) =>
      call(routes.adminTools.setStreamerFee, { params: { streamerId }, body: { percent } }),
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminConfigurationsKeys.platformFees }),
  });
}

export const findStar = (idOrUsername: string) =>
  call(routes.starPages.star, { params: { idOrUsername }, anonymous: true });

export const useStar = (id: string) =>
  useQuery({
    queryKey: starsKeys.anonymous(id),
    queryFn: ({ signal }) =>
      call(routes.starPages.star, { params: { idOrUsername: id }, signal, anonymous: true }),
    staleTime: 5 * 60_000,
    retry: false,
  });
