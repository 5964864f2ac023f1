import { routes, type LiveSessionInput } from '@lobby/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export type { StartedLiveSession } from '@lobby/contracts';

/** Goes live (spec §7 influencer/liveSession); a moderator names the streamer as `streamerId` in the body. */
export const startLiveSession = (input: LiveSessionInput, streamerId: string | null) =>
  call(routes.liveSessions.start, { body: streamerId ? { ...input, streamerId } : input });

/** Silent: the form toasts the server's text or the spec's fallback itself (spec §8). */
export const useStartLiveSession = (streamerId: string | null) =>
  useMutation({
    mutationFn: (input: LiveSessionInput) => startLiveSession(input, streamerId),
    meta: { silent: true },
  });
