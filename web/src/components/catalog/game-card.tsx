import type { GameDto } from '@lobby/contracts';
import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import classes from './catalog.module.css';
import { cardImageSizes } from './card-grid';
import { MediaImage } from './media-image';
import { platformIcon } from './platform-icon';
import { DeferredTooltip } from '../deferred-tooltip';

/** Browse filtered by the game; the game also travels in the router state (spec §2 "Browse screen"). */
export const gameBrowseLink = (game: Pick<GameDto, '_id'>) => ({
  to: `/browse?${new URLSearchParams({ game: game._id })}`,
  state: { game: game._id, mainFilter: 'sessions' },
});

interface GameCardProps {
  game: GameDto;
  action?: ReactNode;
}

/** A game in a list: cover art, name, platforms and how many gigs it has; opens Browse filtered by it. */
export function GameCard({ game, action }: GameCardProps) {
  const link = gameBrowseLink(game);
  return (
    <Paper component="article" radius="lg" className={classes.card} aria-label={game.name}>
      <Box pos="relative">
        <MediaImage
          src={game.image ?? game.images.url ?? game.gameLogo}
          alt=""
          ratio={3 / 4}
          sizes={cardImageSizes('game')}
          colors={[game.primaryColor, game.secondaryColor]}
          style={{
            borderTopLeftRadius: 'var(--mantine-radius-lg)',
            borderTopRightRadius: 'var(--mantine-radius-lg)',
          }}
        />
        {action && <Box className={classes.action}>{action}</Box>}
      </Box>
      <Stack gap={6} p="sm" style={{ flex: 1 }}>
        <Link to={link.to} state={link.state} className={classes.stretchedLink}>
          <Text fw={800} lh={1.25} className={classes.clamp2}>
            {game.name}
          </Text>
        </Link>
        <Group justify="space-between" gap="xs" mt="auto" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {game.gigsCount} {game.gigsCount === 1 ? 'gig' : 'gigs'}
          </Text>
          <Group gap={6} wrap="nowrap" c="dimmed" style={{ position: 'relative', zIndex: 2 }}>
            {game.platforms_available.slice(0, 4).map((platform) => {
              const Icon = platformIcon(platform.platform_name);
              return (
                <DeferredTooltip key={platform._id} label={platform.platform_name}>
                  <Icon size={16} aria-label={platform.platform_name} />
                </DeferredTooltip>
              );
            })}
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
