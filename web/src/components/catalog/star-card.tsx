import type { StarDto } from '@lobby/contracts';
import { Badge, Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import classes from './catalog.module.css';
import { DisplayPrice } from './gig-price';
import { LiveBadge } from './live-badge';
import { StarAvatar } from './star-avatar';

export const starPath = (username: string) => `/stars/${encodeURIComponent(username)}`;

interface StarCardProps {
  star: StarDto;
  /** A button in the card's corner, such as the favourite button. */
  action?: ReactNode;
}

/** A star in a list: picture, name, profession, games and starting price; the whole card opens their page. */
export function StarCard({ star, action }: StarCardProps) {
  return (
    <Paper component="article" radius="lg" className={classes.card} aria-label={star.fullName}>
      <Box
        h={64}
        style={{
          borderTopLeftRadius: 'inherit',
          borderTopRightRadius: 'inherit',
          background:
            'linear-gradient(120deg, rgba(132, 94, 247, 0.55), rgba(230, 73, 128, 0.35)), var(--mantine-color-dark-5)',
        }}
      />
      {action && <Box className={classes.action}>{action}</Box>}
      <Stack gap={6} align="center" ta="center" px="md" pb="md" mt={-44} style={{ flex: 1 }}>
        <Box pos="relative" mb={4}>
          <StarAvatar star={star} size={80} ring={{ padding: 3, border: 3 }} />
          {star.isLive && (
            <LiveBadge pos="absolute" bottom={-8} left="50%" style={{ transform: 'translateX(-50%)' }} />
          )}
        </Box>
        <Link to={starPath(star.username)} className={classes.stretchedLink}>
          <Text fw={800} size="lg" lh={1.2} className={classes.clamp1} maw={200}>
            {star.fullName}
          </Text>
        </Link>
        <Text size="xs" c="dimmed" mt={-4} className={classes.clamp1} maw={200}>
          @{star.username}
        </Text>
        {star.profession && (
          <Text size="sm" c="violet.3" fw={600} className={classes.clamp1} maw={200}>
            {star.profession}
          </Text>
        )}
        {star.games.length > 0 && (
          <Group gap={4} justify="center" wrap="nowrap" maw="100%">
            <Badge variant="light" color="gray" size="sm" radius="sm" miw={0} style={{ flexShrink: 1 }}>
              {star.games[0].name}
            </Badge>
            {star.games.length > 1 && (
              <Badge variant="light" color="gray" size="sm" radius="sm" style={{ flexShrink: 0 }}>
                +{star.games.length - 1}
              </Badge>
            )}
          </Group>
        )}
        <Group gap={6} justify="center" mt="auto" pt={4}>
          <Text size="sm" c="dimmed">
            {star.gigsCount} {star.gigsCount === 1 ? 'gig' : 'gigs'}
          </Text>
          {star.startingPrice && (
            <>
              <Text size="sm" c="dark.3" aria-hidden>
                ·
              </Text>
              <Text size="sm" fw={700}>
                From{' '}
                <DisplayPrice amount={star.startingPrice.amount} currency={star.startingPrice.currency} />
              </Text>
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
