import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { currentUserQueryOptions } from '../lib/current-user';
import { moderatedStreamersQueryOptions } from '../lib/moderated-streamers';
import { useRealtimeEvent } from '../lib/realtime';
import { useAuthStore, useCurrentUserFromStore } from '../stores/auth-store';
import { useActingStreamer } from './use-acting-streamer';
import { moderatedStreamersKeys } from '../lib/keys';
import { moderatorKeys } from '../features/moderator/keys';

/** The acting streamer's live state (spec §4 "Header live button"). */
export interface ActingLiveState {
  /** The streamer acted for (the signed-in streamer, or the one a moderator manages), or null. */
  starId: string | null;
  /** '?streamerId=…' for a moderator, else ''. */
  query: string;
  /** False until the live state has been read from the server once. */
  known: boolean;
  isLive: boolean;
  liveSessionId: string | null;
  /** The acting streamer's username and name, when known. */
  username: string | null;
  fullName: string | null;
}

/**
 * Whether the acting streamer is live: the current user's `isLive`/`_live_session_id` for a streamer, or the
 * entry of get-all-streamers-data for the streamer a moderator manages.
 */
export function useActingLiveState(): ActingLiveState {
  const user = useCurrentUserFromStore();
  const { starId, query } = useActingStreamer();
  const isStreamer = user?.role === 'influencer';
  const isModerator = user?.role === 'moderator';
  const setUser = useAuthStore((state) => state.setUser);

  const current = useQuery({ ...currentUserQueryOptions(), enabled: isStreamer });
  useEffect(() => {
    if (current.data && current.data._id === useAuthStore.getState().user?._id) setUser(current.data);
  }, [current.data, setUser]);
  const streamers = useQuery({ ...moderatedStreamersQueryOptions(), enabled: isModerator });

  if (isStreamer && user) {
    const fresh = current.data ?? user;
    return {
      starId,
      query,
      known: current.isSuccess,
      isLive: fresh.isLive,
      liveSessionId: fresh._live_session_id,
      username: fresh.username,
      fullName: fresh.fullName || fresh.username,
    };
  }
  const managed = isModerator ? streamers.data?.find(({ _id }) => _id === starId) : undefined;
  return {
    starId,
    query,
    known: Boolean(managed),
    isLive: managed?.isLive ?? false,
    liveSessionId: managed?._live_session_id ?? null,
    username: managed?.username ?? null,
    fullName: managed ? managed.fullName || managed.username : null,
  };
}

/** Reads the live state afresh: the current user, and a moderator's streamers (spec §4 "On success"). */
export async function refreshLiveState(queryClient: QueryClient): Promise<void> {
  const role = useAuthStore.getState().user?.role;
  const reads: Promise<unknown>[] = [
    queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
  ];
  if (role === 'moderator') {
    reads.push(queryClient.invalidateQueries({ queryKey: moderatedStreamersKeys.all }));
    reads.push(queryClient.invalidateQueries({ queryKey: moderatorKeys.details }));
  }
  await Promise.all(reads);
}

const LIVE_STATE_POLL_MS = 500;
const LIVE_STATE_POLLS = 20;

/** Whether the cached live state already shows `liveSessionId` (the streamer's own, or one of a moderator's). */
function showsLiveSession(queryClient: QueryClient, liveSessionId: string): boolean {
  if (queryClient.getQueryData(currentUserQueryOptions().queryKey)?._live_session_id === liveSessionId)
    return true;
  return queryClient
    .getQueriesData<{ streamers: { streamerId: { _live_session_id?: string | null } }[] }>({
      queryKey: moderatedStreamersKeys.all,
    })
    .some(([, data]) =>
      data?.streamers.some(({ streamerId }) => streamerId._live_session_id === liveSessionId),
    );
}

/**
 * Reads the live state again until it shows the session just started (for about 10 s at most). Identity learns of
 * a new session from live's event a moment after the start answers, so a single read right away can miss it and
 * leave the header without its session buttons until the next push or refetch.
 */
export async function refreshLiveStateUntilShown(
  queryClient: QueryClient,
  liveSessionId: string,
): Promise<void> {
  for (let poll = 0; poll < LIVE_STATE_POLLS; poll++) {
    if (showsLiveSession(queryClient, liveSessionId)) return;
    await new Promise((resolve) => setTimeout(resolve, LIVE_STATE_POLL_MS));
    await refreshLiveState(queryClient).catch(() => undefined);
  }
}

/** A refresher bound to this client, for event handlers. */
export function useRefreshLiveState() {
  const queryClient = useQueryClient();
  return useCallback(() => refreshLiveState(queryClient), [queryClient]);
}

/** Refetches the live state whenever the server pushes `updateUserLiveSession` (spec §7 Realtime). */
export function useLiveStateUpdates() {
  const refresh = useRefreshLiveState();
  useRealtimeEvent('updateUserLiveSession', () => void refresh());
}
