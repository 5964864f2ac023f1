import { routes } from '@lobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { liveQueueKeys } from '../keys';
import { liveSessionsKeys } from '../../../lib/keys';

/** Where the streamer moves a fan (waiting → playing next → in game → done, or straight to done). */
export type QueueMoveTarget = 'playing_next' | 'in_game' | 'done';

/** A moderator's calls name the streamer they act for; a streamer's name nobody. */
const streamerNamed = (starId: string | null, isModerator: boolean) =>
  isModerator && starId ? { streamerId: starId } : {};

interface ManageQueueOptions {
  liveSessionId: string;
  starId: string | null;
  isModerator: boolean;
}

/**
 * The streamer's queue actions on one session. Failures toast the server's text (such as 409 'VIP fans are
 * served first'); every outcome refetches the board, since a refusal usually means it moved meanwhile.
 */
export function useManageQueue({ liveSessionId, starId, isModerator }: ManageQueueOptions) {
  const queryClient = useQueryClient();
  const refetchQueue = () => queryClient.invalidateQueries({ queryKey: liveQueueKeys.queue(liveSessionId) });
  const streamer = streamerNamed(starId, isModerator);

  const move = useMutation({
    mutationFn: ({ entryId, to }: { entryId: string; to: QueueMoveTarget }) =>
      call(routes.queues.move, { body: { entryId, to, ...streamer } }),
    onSettled: refetchQueue,
  });

  const callNext = useMutation({
    mutationFn: () => call(routes.queues.callNext, { body: { liveSessionId, ...streamer } }),
    onSettled: refetchQueue,
  });

  const setLobbyCode = useMutation({
    mutationFn: (lobbyCode: string) =>
      call(routes.queues.setLobbyCode, { body: { liveSessionId, lobbyCode, ...streamer } }),
    onSettled: refetchQueue,
  });

  const updateStreamingLink = useMutation({
    mutationFn: (streamingLink: string | null) =>
      call(routes.liveSessions.updateStreamingLink, { body: { liveSessionId, streamingLink, ...streamer } }),
    // The form shows the reason under the field.
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: liveSessionsKeys.all }),
  });

  return { move, callNext, setLobbyCode, updateStreamingLink };
}
