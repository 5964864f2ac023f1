import type { UserDto } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { useAuthStore } from '../../../stores/auth-store';

export const getCurrentUser = (signal?: AbortSignal) => api.get<UserDto>('/api/current_user', { signal });

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: ['current-user'], queryFn: ({ signal }) => getCurrentUser(signal) });

/** Fetches the signed-in user afresh and keeps the copy in the auth store up to date. */
export function useCurrentUser() {
  const query = useQuery(currentUserQueryOptions());
  const setUser = useAuthStore((state) => state.setUser);
  useEffect(() => {
    if (query.data) setUser(query.data);
  }, [query.data, setUser]);
  return query;
}
