import { SuccessText, type FavoriteKind } from '@lobby/contracts';
import { notify } from '../../../lib/notify';
import { useSendToSignIn } from '../../../lib/sign-in-path';
import { useCurrentUserFromStore } from '../../../stores/auth-store';
import { useIsFavorite } from '../../../stores/favorites-store';
import { useLoadFavorites } from '../api/get-favorites';
import { toggleFavorite } from '../utils/favorite-sync';

const toasts: Record<FavoriteKind, { added: string; removed: string }> = {
  gig: { added: SuccessText.gigFavorited, removed: SuccessText.gigUnfavorited },
  star: { added: SuccessText.starFavorited, removed: SuccessText.starUnfavorited },
  game: { added: SuccessText.gameFavorited, removed: SuccessText.gameUnfavorited },
};

/**
 * One item's favourite state and its toggle (spec §4, §8): the change shows and toasts at once and is sent
 * after the debounce; a visitor is sent to sign in instead, and back here afterwards.
 */
export function useFavorite(kind: FavoriteKind, id: string) {
  const user = useCurrentUserFromStore();
  const sendToSignIn = useSendToSignIn();
  const isFavorite = useIsFavorite(kind, id);
  useLoadFavorites();

  const toggle = () => {
    if (!user) {
      sendToSignIn();
      return;
    }
    if (toggleFavorite(kind, id)) notify.success(toasts[kind].added);
    else notify.info(toasts[kind].removed);
  };

  return { isFavorite: Boolean(user) && isFavorite, toggle };
}
