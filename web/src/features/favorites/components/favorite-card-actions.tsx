import type { CardActions } from '../../../components/catalog/card-actions';
import { FavoriteButton } from './favorite-button';

/** The favourite hearts for gig, star and game cards. */
export const favoriteCardActions: Required<CardActions> = {
  gig: (gig) => <FavoriteButton kind="gig" id={gig._id} name={gig.product_title} />,
  star: (star) => <FavoriteButton kind="star" id={star._id} name={star.fullName} />,
  game: (game) => <FavoriteButton kind="game" id={game._id} name={game.name} />,
};
