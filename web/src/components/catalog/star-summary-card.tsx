import type { StarSummary } from '@lobby/contracts';
import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import classes from './catalog.module.css';
import { LiveBadge } from './live-badge';
import { StarAvatar } from './star-avatar';
import { starPath } from './star-card';

interface StarSummaryCardProps {
  star: StarSummary;
  /** A line under the name, such as the star's profession. */
  subtitle?: ReactNode;
  action?: ReactNode;
}

/** A compact card of the star behind a gig, opening their page. */
export function StarSummaryCard({ star, subtitle, action }: StarSummaryCardProps) {
  return (
    <Paper
      radius="lg"
      p="md"
      className={classes.card}
      aria-label={`About ${star.fullName}`}
      component="section"
    >
      <Group gap="md" wrap="nowrap">
        <StarAvatar star={star} size={56} ring={{ padding: 3, border: 2 }} />
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Group gap={6} wrap="nowrap">
            <Link to={starPath(star.username)} className={classes.stretchedLink}>
              <Text fw={800} className={classes.clamp1}>
                {star.fullName}
              </Text>
            </Link>
            {star.isLive && <LiveBadge />}
          </Group>
          <Text size="sm" c="dimmed" className={classes.clamp1}>
            {subtitle ?? `@${star.username}`}
          </Text>
        </Stack>
        {action && <Box style={{ position: 'relative', zIndex: 2, flexShrink: 0 }}>{action}</Box>}
      </Group>
    </Paper>
  );
}
