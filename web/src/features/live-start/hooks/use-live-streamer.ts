import { baseCurrencyForCountry, type Currency } from '@lobby/contracts';
import { useActingLiveState } from '../../../hooks/use-acting-live-state';
import { useCurrentUserFromStore } from '../../../stores/auth-store';
import { useManagedStar } from '../api/get-managed-star';

/** The streamer a live session is started for, with what the form needs to know of them. */
export interface LiveStreamer {
  starId: string | null;
  /** '?streamerId=…' for a moderator, else ''. */
  query: string;
  /** Sent in the start request's body by a moderator, else null. */
  streamerIdForBody: string | null;
  username: string | null;
  /** For the default title 'Play {game} with {creator}'. */
  creatorName: string | null;
  /** The currency the price is in; null while unknown (the server's check still applies). */
  currency: Currency | null;
}

/** The signed-in streamer, or the streamer a moderator acts for (their profile gives the country). */
export function useLiveStreamer(): LiveStreamer {
  const user = useCurrentUserFromStore();
  const live = useActingLiveState();
  const isModerator = user?.role === 'moderator';
  const star = useManagedStar(isModerator ? live.starId : null);

  if (!isModerator) {
    return {
      starId: live.starId,
      query: '',
      streamerIdForBody: null,
      username: user?.username ?? null,
      creatorName: user ? user.fullName || user.username : null,
      currency: user?.baseCurrency ?? null,
    };
  }
  return {
    starId: live.starId,
    query: live.query,
    streamerIdForBody: live.starId,
    username: live.username ?? star.data?.username ?? null,
    creatorName: live.fullName ?? (star.data ? star.data.fullName || star.data.username : null),
    currency: star.data ? baseCurrencyForCountry(star.data.country) : null,
  };
}
