import { routes } from '@lobby/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { liveSessionsKeys } from '../../../lib/keys';

/**
 * The star's running session (spec §7 liveSession/{username}), or null. Under the live pages' `live-session`
 * key, so reading it after going live refreshes what those pages show.
 */
export const liveSessionByUsernameQueryOptions = (username: string) =>
  queryOptions({
    queryKey: liveSessionsKeys.byUsername(username),
    queryFn: ({ signal }) => call(routes.liveSessions.byUsername, { params: { username }, signal }),
  });
