import type { GigDto } from '@lobby/contracts';
import { Avatar, Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import classes from './catalog.module.css';
import { DisplayPrice } from './gig-price';
import { LiveBadge } from './live-badge';
import { avatarImageProps } from '../../lib/image-sizes';
import { cardImageSizes } from './card-grid';
import { MediaImage } from './media-image';
import { platformIcon } from './platform-icon';
import { DeferredTooltip } from '../deferred-tooltip';

export const gigPath = (gig: Pick<GigDto, 'slug' | '_influencer_id'>) =>
  `/stars/${encodeURIComponent(gig._influencer_id.username)}/gigs/${encodeURIComponent(gig.slug)}`;

interface GigCardProps {
  gig: GigDto;
  /** A button over the cover, such as the favourite button. */
  action?: ReactNode;
  /** Hides the star's name and picture, on the star's own page. */
  hideStar?: boolean;
  /** In the first row of a page's list: its cover may be the page's largest picture, so it loads at once. */
  priority?: boolean;
}

/** A gig in a list: cover, game, title, star and price; the whole card opens the gig. */
export function GigCard({ gig, action, hideStar, priority }: GigCardProps) {
  const star = gig._influencer_id;
  const platform = gig._platform_playing_on_id;
  const PlatformIcon = platform ? platformIcon(platform.platform_name) : null;

  return (
    <Paper
      component="article"
      radius="lg"
      className={`${classes.card} ${classes.gigCard}`}
      aria-label={gig.product_title}
    >
      <Box pos="relative" style={{ borderTopLeftRadius: 'inherit', borderTopRightRadius: 'inherit' }}>
        <MediaImage
          src={gig.product_cover_img ?? gig.images.url}
          alt=""
          ratio={16 / 9}
          sizes={cardImageSizes('gig')}
          priority={priority}
          style={{
            borderTopLeftRadius: 'var(--mantine-radius-lg)',
            borderTopRightRadius: 'var(--mantine-radius-lg)',
          }}
        />
        {action && <Box className={classes.action}>{action}</Box>}
      </Box>
      <Stack gap={8} p="md" style={{ flex: 1 }}>
        <Group gap={6} wrap="nowrap" justify="space-between">
          <Text size="xs" fw={700} tt="uppercase" lts={0.4} c="violet.3" className={classes.clamp1}>
            {gig._game_id.name}
            {gig._game_mode_id ? ` · ${gig._game_mode_id.name}` : ''}
          </Text>
          <Group gap={8} wrap="nowrap" style={{ flexShrink: 0 }}>
            {/* Beside the game's name, not over the cover, whose top-left corner shows the game's label. */}
            {star.isLive && <LiveBadge />}
            {platform && PlatformIcon && (
              <DeferredTooltip label={platform.platform_name} withinPortal>
                <Box c="dimmed" style={{ display: 'flex', position: 'relative', zIndex: 2 }}>
                  <PlatformIcon size={16} aria-label={platform.platform_name} />
                </Box>
              </DeferredTooltip>
            )}
          </Group>
        </Group>
        <Link to={gigPath(gig)} className={classes.stretchedLink}>
          <Text fw={700} lh={1.3} className={classes.clamp2}>
            {gig.product_title}
          </Text>
        </Link>
        <Group gap="xs" wrap="nowrap" justify="space-between" mt="auto" pt={4}>
          {hideStar ? (
            <Text size="sm" c="dimmed">
              {gig._game_mode_id ? `${gig._game_mode_id.duration} min session` : 'Play session'}
            </Text>
          ) : (
            <Group gap={8} wrap="nowrap" miw={0}>
              <Avatar
                src={star.images.url}
                imageProps={avatarImageProps(star.images.url, 26)}
                name={star.fullName}
                color="initials"
                size={26}
              />
              <Text size="sm" c="dimmed" className={classes.clamp1}>
                {star.fullName}
              </Text>
            </Group>
          )}
          <Text fw={800} size="lg" c="white" style={{ flexShrink: 0 }}>
            <DisplayPrice amount={gig.price} currency={gig.baseCurrency} />
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
