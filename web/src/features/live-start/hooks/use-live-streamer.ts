import { baseCurrencyForCountry, type Currency } from '@lobby/contracts';
import { useActingLiveState } from '../../../hooks/use-acting-live-state';
import { useCurrentUserFromStore } from '../../../stores/auth-store';
import { useManagedStar } from '../api/get-managed-star';
import { useLivePriceMinimums } from '../api/get-live-price-minimums';
import { DEFAULT_LIVE_PRICE_MINIMUMS, type LivePriceMinimums } from '../utils/live-form';

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
  /** The server's lowest live prices (the spec's defaults until they arrive). */
  priceMinimums: LivePriceMinimums;
}

/** The signed-in streamer, or the streamer a moderator acts for (their profile gives the country). */
export function useLiveStreamer(): LiveStreamer {
  const user = useCurrentUserFromStore();
  const live = useActingLiveState();
  const isModerator = user?.role === 'moderator';
  const star = useManagedStar(isModerator ? live.starId : null);
  const priceMinimums = useLivePriceMinimums().data ?? DEFAULT_LIVE_PRICE_MINIMUMS;

  if (!isModerator) {
    return {
      starId: live.starId,
      query: '',
      streamerIdForBody: null,
      username: user?.username ?? null,
      creatorName: user ? user.fullName || user.username : null,
      currency: user?.baseCurrency ?? null,
      priceMinimums,
    };
  }
  return {
    starId: live.starId,
    query: live.query,
    streamerIdForBody: live.starId,
    username: live.username ?? star.data?.username ?? null,
    creatorName: live.fullName ?? (star.data ? star.data.fullName || star.data.username : null),
    currency: star.data ? baseCurrencyForCountry(star.data.country) : null,
    priceMinimums,
  };
}
