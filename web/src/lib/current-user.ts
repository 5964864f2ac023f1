import { routes } from '@lobby/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from './api-client';
import { currentUserKey } from './keys';

export const getCurrentUser = (signal?: AbortSignal) => call(routes.profile.currentUser, { signal });

/**
 * The signed-in user as the server has them now: the profile and the header's live state read this one copy
 * (a streamer's `isLive` and `_live_session_id` change while they are signed in).
 */
export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: currentUserKey, queryFn: ({ signal }) => getCurrentUser(signal) });
