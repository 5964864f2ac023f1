import type { BannerDto, BannerInput } from '@lobby/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const bannersKey = ['admin-catalog', 'banners'] as const;

/** Every banner, active or not, by position. */
export const getAdminBanners = async (signal?: AbortSignal) => {
  const banners = await api.get<BannerDto[]>('/api/get/admin/banners', { signal });
  return [...banners].sort((a, b) => a.position - b.position);
};

export const useAdminBanners = () =>
  useQuery({ queryKey: bannersKey, queryFn: ({ signal }) => getAdminBanners(signal) });

type SavedBanner = { message: string; banner: BannerDto };

/** Creates a banner, or updates (also partly, such as only `isActive`) the one named by `bannerId`. */
export const saveBanner = ({ bannerId, input }: { bannerId: string | null; input: Partial<BannerInput> }) =>
  bannerId
    ? api.put<SavedBanner>(`/api/admin/banners/${encodeURIComponent(bannerId)}`, input)
    : api.post<SavedBanner>('/api/admin/banners', input);

export const deleteBanner = (bannerId: string) =>
  api.delete<{ message: string }>(`/api/admin/banners/${encodeURIComponent(bannerId)}`);

function useBannerMutation<T, R>(mutationFn: (variables: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bannersKey }),
  });
}

export const useSaveBanner = () => useBannerMutation(saveBanner);
export const useDeleteBanner = () => useBannerMutation(deleteBanner);
