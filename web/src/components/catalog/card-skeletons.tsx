import { Paper, Skeleton, Stack, Group } from '@mantine/core';
import classes from './catalog.module.css';

export type CardKind = 'gig' | 'star' | 'game';

/** The grey shape of a card while its data loads. */
export function CardSkeleton({ kind }: { kind: CardKind }) {
  if (kind === 'star')
    return (
      <Paper radius="lg" className={classes.card} p="md" aria-hidden>
        <Stack align="center" gap="sm">
          <Skeleton circle height={80} />
          <Skeleton height={14} width="60%" />
          <Skeleton height={10} width="40%" />
          <Skeleton height={10} width="70%" />
          <Skeleton height={18} width="50%" radius="sm" />
        </Stack>
      </Paper>
    );
  return (
    <Paper radius="lg" className={classes.card} aria-hidden>
      <Skeleton
        style={{ aspectRatio: kind === 'gig' ? '16 / 9' : '3 / 4', height: 'auto' }}
        radius={0}
        height="auto"
      />
      <Stack gap={10} p="md">
        <Skeleton height={10} width="45%" />
        <Skeleton height={14} width="90%" />
        {kind === 'gig' && <Skeleton height={14} width="70%" />}
        <Group justify="space-between">
          <Skeleton height={22} width="40%" />
          <Skeleton height={18} width="20%" />
        </Group>
      </Stack>
    </Paper>
  );
}

/** `count` card skeletons, for a grid or row that is loading. */
export function CardSkeletons({ kind, count }: { kind: CardKind; count: number }) {
  return Array.from({ length: count }, (_, index) => <CardSkeleton key={index} kind={kind} />);
}
