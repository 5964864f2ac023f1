import { routes, LiveText, type Message } from '@lobby/contracts';
import { useMutation } from '@tanstack/react-query';
import { call, actingFor } from '../../../lib/api-client';
import { currentSocket, endLiveSessionOverSocket } from '../../../lib/realtime';

/** Ends a running session (spec §7 liveSession/end/{id}); `query` is '?streamerId=…' for a moderator. */
export const endLiveSession = (liveSessionId: string, query: string) =>
  call(routes.liveSessions.end, { params: { id: liveSessionId }, query: actingFor(query) });

/** The server refused to end the session; `message` is its text (fans still playing, or the end failed). */
export class EndRefusedError extends Error {}

/**
 * Ends the session over the socket (spec §7 endLiveSession with its acknowledgement); the REST route is only
 * the fallback while the socket is down. The socket finds the streamer from the session, so a moderator's
 * `query` matters only to the fallback.
 */
async function endOverSocketOrHttp(liveSessionId: string, query: string): Promise<Message> {
  if (!currentSocket()?.connected) return endLiveSession(liveSessionId, query);
  const ack = await endLiveSessionOverSocket(liveSessionId);
  if (!ack.success) throw new EndRefusedError(ack.error || LiveText.endFailed);
  return { message: LiveText.liveSessionEnded };
}

/** Silent: a refusal while fans remain is information, not an error, so the caller decides the toast. */
export const useEndLiveSession = (query: string) =>
  useMutation({
    mutationFn: (liveSessionId: string) => endOverSocketOrHttp(liveSessionId, query),
    meta: { silent: true },
  });
