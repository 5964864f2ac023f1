import { Box } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { useDeferredData } from '../../lib/use-deferred-data';
import { ListError } from './list-status';
import { SectionHeading } from './section-heading';

// A section out of view is not styled, laid out or painted until it nears the viewport: on a phone most of a
// catalog page is below the fold. Its height is kept once it has been rendered (`auto`); before that a section
// of cards stands at roughly its usual height. Its paint is clipped (paint containment) only 48 px outside it, so a
// hovered card's glow in the last row is not cut off.
const OFFSCREEN_SKIPPED = {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 420px',
  overflowClipMargin: '48px',
} as const;

/** A titled section of a catalog page (its heading names it for screen readers), then its cards. */
export function CardSection({
  id,
  children,
  ...heading
}: ComponentProps<typeof SectionHeading> & { id: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} style={OFFSCREEN_SKIPPED}>
      <SectionHeading id={id} {...heading} />
      <Box mt="md">{children}</Box>
    </Box>
  );
}

interface CardsOfProps<T> {
  query: {
    isPending: boolean;
    isError: boolean;
    error: Error | null;
    data: T[] | undefined;
    refetch: () => unknown;
  };
  /** Card-shaped placeholders while the list loads. */
  loading: ReactNode;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}

/**
 * A list of cards as its query stands: placeholders, the failure with a retry, the empty state, or the cards
 * (rendered at transition priority, the placeholders staying until they are ready).
 */
export function CardsOf<T>({ query, loading, empty, children }: CardsOfProps<T>) {
  const items = useDeferredData(query.data);
  if (query.isError)
    return (
      <ListError error={query.error ?? new Error('Could not load')} onRetry={() => void query.refetch()} />
    );
  if (!items) return loading;
  if (items.length === 0) return empty;
  return children(items);
}
