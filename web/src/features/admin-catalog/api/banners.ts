import { routes, type BannerInput } from '@lobby/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminCatalogKeys } from '../keys';

/** Every banner, active or not, by position. */
export const getAdminBanners = async (signal?: AbortSignal) => {
  const banners = await call(routes.catalogAdmin.banners, { signal });
  return [...banners].sort((a, b) => a.position - b.position);
};

export const useAdminBanners = () =>
  useQuery({ queryKey: adminCatalogKeys.banners, queryFn: ({ signal }) => getAdminBanners(signal) });

/** Creates a banner, or updates (also partly, such as only `isActive`) the one named by `bannerId`. */
export const saveBanner = ({ bannerId, input }: { bannerId: string | null; input: Partial<BannerInput> }) =>
  bannerId
    ? call(routes.catalogAdmin.updateBanner, { params: { id: bannerId }, body: input })
    : call(routes.catalogAdmin.createBanner, { body: input });

export const deleteBanner = (bannerId: string) =>
  call(routes.catalogAdmin.deleteBanner, { params: { id: bannerId } });

function useBannerMutation<T, R>(mutationFn: (variables: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminCatalogKeys.banners }),
  });
}

export const useSaveBanner = () => useBannerMutation(saveBanner);
export const useDeleteBanner = () => useBannerMutation(deleteBanner);
