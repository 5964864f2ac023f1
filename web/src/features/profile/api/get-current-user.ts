import type { UserDto } from '@lobby/contracts';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentUserQueryOptions } from '../../../lib/current-user';
import { useAuthStore } from '../../../stores/auth-store';

/** Fetches the signed-in user afresh and keeps the copy in the auth store up to date. */
export function useCurrentUser() {
  const query = useQuery(currentUserQueryOptions());
  const setUser = useAuthStore((state) => state.setUser);
  useEffect(() => {
    if (query.data) setUser(query.data);
  }, [query.data, setUser]);
  return query;
}

/**
 * A call answered with the signed-in user, updated: every screen (the header avatar too) shows it at once,
 * and the current user is fetched again in the background. Someone else's user (a code entered while signed
 * in as another account) changes nothing here.
 */
export function applyUpdatedUser(queryClient: QueryClient, user: UserDto) {
  const auth = useAuthStore.getState();
  if (!auth.accessToken || auth.user?._id !== user._id) return;
  auth.setUser(user);
  const { queryKey } = currentUserQueryOptions();
  queryClient.setQueryData(queryKey, user);
  void queryClient.invalidateQueries({ queryKey });
}
