import type { StarDto } from '@lobby/contracts';
import { Box, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBroadcast, IconHeart, IconTicket, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { GameBadge } from '../../../components/catalog/game-badge';
import { LiveBadge } from '../../../components/catalog/live-badge';
import { StarAvatar } from '../../../components/catalog/star-avatar';
import { useTrackPageView } from '../../../lib/track-click';
import classes from './star-profile.module.css';
import { SocialLinks } from './social-links';
import { loadingRegion } from '../../../lib/loading-region';

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

function Stat({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" c="dimmed">
      {icon}
      <Text size="sm">{children}</Text>
    </Group>
  );
}

interface StarProfileProps {
  star: StarDto;
  /** Buttons the page adds: favourite, report. */
  actions?: ReactNode;
}

/** The top of a star's page: picture, name, profession, bio, social links, games and live state. */
export function StarProfile({ star, actions }: StarProfileProps) {
  const country = star.country ? (countryNames.of(star.country) ?? star.country) : null;

  useTrackPageView({ itemId: star._id, influencerId: star._id, type: 'star' });

  return (
    <Paper radius="xl" withBorder className={classes.card}>
      <Box className={classes.cover} />
      <Stack gap="md" px={{ base: 'md', sm: 'xl' }} pb={{ base: 'md', sm: 'xl' }}>
        <Group justify="space-between" align="flex-end" gap="md" className={classes.head}>
          <StarAvatar star={star} size={128} ring={{ padding: 4, border: 4 }} pulse={false} priority />
          <Group gap="xs">{actions}</Group>
        </Group>
        <Stack gap={6}>
          <Group gap="sm" align="center">
            <Title order={1} fz={{ base: 26, sm: 36 }} style={{ overflowWrap: 'anywhere' }}>
              {star.fullName}
            </Title>
            {star.isLive && <LiveBadge size="md" />}
          </Group>
          <Text c="dimmed">@{star.username}</Text>
          {star.profession && (
            <Text fw={700} c="violet.3">
              {star.profession}
            </Text>
          )}
        </Stack>
        {star.isLive && (
          <Button
            component={Link}
            to={`/stars/${encodeURIComponent(star.username)}/live`}
            color="red"
            radius="xl"
            leftSection={<IconBroadcast size={18} />}
            w="fit-content"
          >
            Watch live
          </Button>
        )}
        {star.bio && (
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} maw={760}>
            {star.bio}
          </Text>
        )}
        <Group gap="lg">
          <Stat icon={<IconTicket size={16} />}>
            {star.gigsCount} {star.gigsCount === 1 ? 'gig' : 'gigs'}
          </Stat>
          <Stat icon={<IconHeart size={16} />}>
            {star.favoritesCount} {star.favoritesCount === 1 ? 'fan' : 'fans'}
          </Stat>
          {country && <Stat icon={<IconWorld size={16} />}>{country}</Stat>}
        </Group>
        {star.games.length > 0 && (
          <Group gap={6} role="group" aria-label="Games">
            {star.games.map((game) => (
              <GameBadge key={game._id} game={game} />
            ))}
          </Group>
        )}
        <SocialLinks links={star.socialLinks} owner={star.fullName} />
      </Stack>
    </Paper>
  );
}

export function StarProfileSkeleton() {
  return (
    <Paper radius="xl" withBorder className={classes.card} {...loadingRegion('Loading star')}>
      <Box className={classes.cover} />
      <Stack gap="md" px={{ base: 'md', sm: 'xl' }} pb="xl">
        <Skeleton circle height={128} mt={-64} />
        <Skeleton height={28} width={240} />
        <Skeleton height={14} width={140} />
        <Skeleton height={12} width="70%" />
        <Skeleton height={12} width="55%" />
      </Stack>
    </Paper>
  );
}
