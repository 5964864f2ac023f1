import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { gridImageSizes } from '../../lib/image-sizes';
import { CardSkeletons, type CardKind } from './card-skeletons';

const columns: Record<CardKind, { base: number; xs: number; sm: number; md: number; lg: number }> = {
  gig: { base: 1, xs: 2, sm: 2, md: 3, lg: 4 },
  game: { base: 2, xs: 3, sm: 4, md: 5, lg: 6 },
  star: { base: 2, xs: 2, sm: 3, md: 4, lg: 5 },
};

/** How wide a card's picture is shown in its grid (an img `sizes`). */
export function cardImageSizes(kind: CardKind): string {
  return gridImageSizes(columns[kind]);
}

/** Cards of one kind in responsive columns. */
export function CardGrid({ kind, children }: { kind: CardKind; children: ReactNode }) {
  return (
    <SimpleGrid
      cols={columns[kind]}
      spacing={{ base: 'sm', sm: 'md' }}
      verticalSpacing={{ base: 'sm', sm: 'lg' }}
    >
      {children}
    </SimpleGrid>
  );
}

/** A grid of card placeholders while the cards load. */
export function CardGridSkeletons({ kind, count }: { kind: CardKind; count: number }) {
  return (
    <CardGrid kind={kind}>
      <CardSkeletons kind={kind} count={count} />
    </CardGrid>
  );
}
