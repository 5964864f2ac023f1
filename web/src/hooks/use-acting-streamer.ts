import type { Currency } from '@lobby/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { moderatedStreamersQueryOptions } from '../lib/moderated-streamers';
import { useCurrentUserFromStore } from '../stores/auth-store';
import { useModeratorStore } from '../stores/moderator-store';

/** The streamer whose pages are open: the signed-in streamer, or the one a moderator manages. */
export interface ActingStreamer {
  /** The streamer's user id, or null when a moderator has not picked a streamer. */
  starId: string | null;
  /** '?streamerId=…' for a moderator (streamer calls act for that streamer), else ''. */
  query: string;
  /** The name default gig titles use; null while unknown (the server fills the default in then). */
  creatorName: string | null;
  /** The currency gig prices are in; null while unknown (a moderator's list of streamers is loading). */
  currency: Currency | null;
}

/**
 * A moderator acts for the streamer named by `?streamerId`, else the last one they managed (moderator store);
 * a streamer acts for themself.
 */
export function useActingStreamer(): ActingStreamer {
  const user = useCurrentUserFromStore();
  const lastManagedStreamerId = useModeratorStore((state) => state.lastManagedStreamerId);
  const [searchParams] = useSearchParams();

  const isModerator = user?.role === 'moderator';
  const streamers = useQuery({ ...moderatedStreamersQueryOptions(), enabled: isModerator });

  if (isModerator) {
    const starId = searchParams.get('streamerId') ?? lastManagedStreamerId;
    const streamer = streamers.data?.find((candidate) => candidate._id === starId);
    return {
      starId,
      query: starId ? `?streamerId=${encodeURIComponent(starId)}` : '',
      creatorName: streamer ? streamer.fullName || streamer.username : null,
      currency: streamer?.baseCurrency ?? null,
    };
  }
  return {
    starId: user?._id ?? null,
    query: '',
    creatorName: user ? user.fullName || user.username : null,
    currency: user?.baseCurrency ?? null,
  };
}
