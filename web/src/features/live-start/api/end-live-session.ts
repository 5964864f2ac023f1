import type { LiveSessionDto, Message } from '@lobby/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Ends a running session (spec §7 liveSession/end/{id}); `query` is '?streamerId=…' for a moderator. */
export const endLiveSession = (liveSessionId: string, query: string) =>
  api.post<Message & { liveSession: LiveSessionDto }>(
    `/api/liveSession/end/${encodeURIComponent(liveSessionId)}${query}`,
  );

/** Silent: a refusal while fans remain is information, not an error, so the caller decides the toast. */
export const useEndLiveSession = (query: string) =>
  useMutation({
    mutationFn: (liveSessionId: string) => endLiveSession(liveSessionId, query),
    meta: { silent: true },
  });
