import {
  ErrorText,
  routes,
  type AdminStarSort,
  type RegisterStarInput,
  type UpdateStarInput,
} from '@lobby/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminStarsKeys } from '../keys';

export interface AdminStarsFilter {
  page: number;
  limit: number;
  search: string;
  sort: AdminStarSort;
}

export const getAdminStars = ({ page, limit, search, sort }: AdminStarsFilter, signal?: AbortSignal) =>
  call(routes.adminStars.list, { query: { page, limit, search: search.trim() || undefined, sort }, signal });

export const adminStarsQueryOptions = (filter: AdminStarsFilter) =>
  queryOptions({
    queryKey: adminStarsKeys.list(filter),
    queryFn: ({ signal }) => getAdminStars(filter, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminStars = (filter: AdminStarsFilter) => useQuery(adminStarsQueryOptions(filter));

export const adminStarQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminStarsKeys.one(id),
    queryFn: ({ signal }) => call(routes.adminStars.get, { params: { id }, signal }),
  });

export const useAdminStar = (id: string) => useQuery(adminStarQueryOptions(id));

/** After any write, every list and page of stars asks again. */
function useStarsMutation<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  meta: { errorFallback?: string; silent?: boolean },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminStarsKeys.all }),
  });
}

/** The account has no password yet: the star gets the set-password link by mail. */
export const useRegisterStar = () =>
  useStarsMutation(
    (input: RegisterStarInput) => call(routes.adminStars.register, { body: input }),
    // The form shows the failure in place.
    { errorFallback: ErrorText.failedToRegisterInfluencer, silent: true },
  );

export const useUpdateStar = () =>
  useStarsMutation(
    ({ id, input }: { id: string; input: UpdateStarInput }) =>
      call(routes.adminStars.update, { params: { id }, body: input }),
    { errorFallback: ErrorText.unexpected },
  );

export const useSetShowAtLanding = () =>
  useStarsMutation(
    ({ id, showAtLanding }: { id: string; showAtLanding: boolean }) =>
      call(routes.adminStars.showAtLanding, { params: { id }, body: { showAtLanding } }),
    { errorFallback: ErrorText.unexpected },
  );

export const useRemoveStar = () =>
  useStarsMutation((id: string) => call(routes.adminStars.remove, { params: { id } }), {
    errorFallback: ErrorText.errorRemovingInfluencer,
  });
