import { Box } from '@mantine/core';
import { IconDeviceGamepad2 } from '@tabler/icons-react';
import type { CardActions } from '../../../components/catalog/card-actions';
import { CardGrid } from '../../../components/catalog/card-grid';
import { CardSkeletons } from '../../../components/catalog/card-skeletons';
import { GameCard } from '../../../components/catalog/game-card';
import { ListEmpty, ListError } from '../../../components/catalog/list-status';
import { SectionHeading } from '../../../components/catalog/section-heading';
import { useLandingGames } from '../api/get-landing-games';

/** The games chosen for the landing page; each opens Browse filtered by it. */
export function LandingGamesSection({ gameAction }: { gameAction?: CardActions['game'] }) {
  const games = useLandingGames();

  let body;
  if (games.isPending)
    body = (
      <CardGrid kind="game">
        <CardSkeletons kind="game" count={5} />
      </CardGrid>
    );
  else if (games.isError) body = <ListError error={games.error} onRetry={() => games.refetch()} />;
  else if (games.data.length === 0)
    body = (
      <ListEmpty
        title="No games yet"
        description="Games will show up here soon."
        icon={<IconDeviceGamepad2 />}
      />
    );
  else
    body = (
      <CardGrid kind="game">
        {games.data.map((game) => (
          <GameCard key={game._id} game={game} action={gameAction?.(game)} />
        ))}
      </CardGrid>
    );

  return (
    <Box component="section" aria-labelledby="landing-games">
      <SectionHeading
        id="landing-games"
        title="Pick your game"
        description="Find creators to play your favourite titles with"
        more={{ to: '/browse?tab=games' }}
      />
      <Box mt="md">{body}</Box>
    </Box>
  );
}
