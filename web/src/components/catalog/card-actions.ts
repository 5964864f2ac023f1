import type { GameDto, GigDto, StarDto } from '@lobby/contracts';
import type { ReactNode } from 'react';

/**
 * Buttons a route puts on cards that a feature lists (the favourite hearts): features don't import each
 * other, so the route that composes them hands these in.
 */
export interface CardActions {
  gig?: (gig: GigDto) => ReactNode;
  star?: (star: StarDto) => ReactNode;
  game?: (game: GameDto) => ReactNode;
}
