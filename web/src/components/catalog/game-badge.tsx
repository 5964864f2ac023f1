import type { GameDto } from '@lobby/contracts';
import { Badge } from '@mantine/core';
import { Link } from 'react-router-dom';
import { gameBrowseLink } from './game-card';

/** A game's name as a badge that opens the browse page on that game's sessions. */
export function GameBadge({ game }: { game: Pick<GameDto, '_id' | 'name'> }) {
  const link = gameBrowseLink(game);
  return (
    <Badge
      component={Link}
      to={link.to}
      state={link.state}
      size="lg"
      radius="sm"
      variant="light"
      style={{ cursor: 'pointer', textTransform: 'none' }}
    >
      {game.name}
    </Badge>
  );
}
