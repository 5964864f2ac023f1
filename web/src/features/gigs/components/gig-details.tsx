import type { GigDto } from '@lobby/contracts';
import {
  Anchor,
  Badge,
  Box,
  Button,
  Divider,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconClock, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CancellationPolicyNote } from '../../../components/checkout/cancellation-policy-note';
import { GameBadge } from '../../../components/catalog/game-badge';
import { useGigPrice } from '../../../components/catalog/gig-price';
import { LiveBadge } from '../../../components/catalog/live-badge';
import { MediaImage } from '../../../components/catalog/media-image';
import { GIG_COVER_SIZES } from '../../../lib/image-sizes';
import { platformIcon } from '../../../components/catalog/platform-icon';
import { starPath } from '../../../components/catalog/star-card';
import {
  SessionAboutSection,
  SessionRequirementsSection,
  SessionTagsSection,
} from '../../../components/catalog/session-sections';
import { trackIntent, useTrackPageView } from '../../../lib/track-click';
import classes from './gig-details.module.css';
import page from '../../../components/page-with-aside.module.css';
import { loadingRegion } from '../../../lib/loading-region';

interface GigDetailsProps {
  gig: GigDto;
  /** The favourite button the page adds. */
  favorite?: ReactNode;
  /** The star's card the page adds. */
  star?: ReactNode;
  /** The booking card the page adds, first in the details column; the price card's button scrolls to it. */
  booking?: ReactNode;
}

const BOOKING_SECTION_ID = 'book-a-session';

/** A gig's page body: cover, title, game, mode and platform, price, tags, requirements and description. */
export function GigDetails({ gig, favorite, star, booking }: GigDetailsProps) {
  const owner = gig._influencer_id;
  const mode = gig._game_mode_id;
  const platform = gig._platform_playing_on_id;
  const PlatformIcon = platform ? platformIcon(platform.platform_name) : null;

  useTrackPageView({ itemId: gig._id, influencerId: owner._id, type: 'gig' });

  return (
    <div className={page.layout}>
      <Stack gap="md" className={page.main}>
        <Anchor component={Link} to={starPath(owner.username)} c="dimmed" size="sm" w="fit-content">
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={14} />
            All gigs by {owner.fullName}
          </Group>
        </Anchor>
        <Box pos="relative">
          <MediaImage
            src={gig.product_cover_img ?? gig.images.url}
            alt={`Cover of ${gig.product_title}`}
            ratio={16 / 9}
            sizes={GIG_COVER_SIZES}
            priority
            className={classes.cover}
          />
          {owner.isLive && <LiveBadge size="lg" pos="absolute" top={12} left={12} />}
        </Box>
        <Title order={1} fz={{ base: 24, sm: 32 }} lh={1.2} style={{ overflowWrap: 'anywhere' }}>
          {gig.product_title}
        </Title>
        <Group gap="xs">
          <GameBadge game={gig._game_id} />
          {mode && (
            <Badge size="lg" radius="sm" variant="default" style={{ textTransform: 'none' }}>
              {mode.name}
            </Badge>
          )}
          {platform && PlatformIcon && (
            <Badge
              size="lg"
              radius="sm"
              variant="default"
              leftSection={<PlatformIcon size={14} />}
              style={{ textTransform: 'none' }}
            >
              {platform.platform_name}
            </Badge>
          )}
        </Group>
      </Stack>

      <Stack gap="md" className={page.aside}>
        <Paper withBorder radius="lg" p="lg" bg="dark.6">
          <Stack gap="md">
            <Group justify="space-between" align="flex-end">
              <Stack gap={0}>
                <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
                  Price per player
                </Text>
                <PriceHeadline gig={gig} />
              </Stack>
              {favorite}
            </Group>
            {mode && (
              <Group gap="lg" c="dimmed">
                <Group gap={6}>
                  <IconClock size={16} />
                  <Text size="sm">{mode.duration} min</Text>
                </Group>
                <Group gap={6}>
                  <IconUsers size={16} />
                  <Text size="sm">
                    {mode.no_of_players} {mode.no_of_players === 1 ? 'player' : 'players'}
                  </Text>
                </Group>
              </Group>
            )}
            <CancellationPolicyNote policy={gig.cancellationPolicy} />
            {booking && (
              <Button
                size="md"
                radius="xl"
                fullWidth
                onClick={() => {
                  trackIntent('book', gig._id, owner._id);
                  document.getElementById(BOOKING_SECTION_ID)?.scrollIntoView({ behavior: 'smooth' });
                }}
              >
                Book a session
              </Button>
            )}
          </Stack>
        </Paper>
        {star}
      </Stack>

      <Stack gap="xl" className={page.details}>
        <Divider hiddenFrom="md" />
        {booking && (
          // Clears the sticky header when the price card's button scrolls here.
          <Box id={BOOKING_SECTION_ID} style={{ scrollMarginTop: 88 }}>
            {booking}
          </Box>
        )}
        <SessionAboutSection description={gig.product_desc} />
        <SessionTagsSection tags={gig.session_tags} />
        <SessionRequirementsSection requirements={gig.requirements} />
      </Stack>
    </div>
  );
}

export function GigDetailsSkeleton() {
  return (
    <div className={page.layout} {...loadingRegion('Loading gig')}>
      <Stack gap="md" className={page.main}>
        <Skeleton height={12} width={160} />
        <Skeleton style={{ aspectRatio: '16 / 9', height: 'auto' }} height="auto" radius="lg" />
        <Skeleton height={30} width="80%" />
        <Group gap="xs">
          <Skeleton height={26} width={110} />
          <Skeleton height={26} width={80} />
        </Group>
      </Stack>
      <Stack className={page.aside}>
        <Skeleton height={200} radius="lg" />
        <Skeleton height={90} radius="lg" />
      </Stack>
      <Stack className={page.details}>
        <Skeleton height={14} />
        <Skeleton height={14} />
        <Skeleton height={14} width="60%" />
      </Stack>
    </div>
  );
}

/** The price, large; on its own so that only it renders again when the display currency or rates arrive. */
function PriceHeadline({ gig }: { gig: GigDto }) {
  const price = useGigPrice(gig);
  return (
    <Text fz={34} fw={900} lh={1.1} aria-label={`Price ${price}`}>
      {price}
    </Text>
  );
}
