import { IconDeviceGamepad2 } from '@tabler/icons-react';
import type { CardActions } from '../../../components/catalog/card-actions';
import { CardGrid, CardGridSkeletons } from '../../../components/catalog/card-grid';
import { CardSection, CardsOf } from '../../../components/catalog/card-section';
import { GameCard } from '../../../components/catalog/game-card';
import { ListEmpty } from '../../../components/catalog/list-status';
import { useLandingGames } from '../api/get-landing-games';

/** The games chosen for the landing page; each opens Browse filtered by it. */
export function LandingGamesSection({ gameAction }: { gameAction?: CardActions['game'] }) {
  const games = useLandingGames();
  return (
    <CardSection
      id="landing-games"
      title="Pick your game"
      description="Find creators to play your favourite titles with"
      more={{ to: '/browse?tab=games' }}
    >
      <CardsOf
        query={games}
        loading={<CardGridSkeletons kind="game" count={5} />}
        empty={
          <ListEmpty
            title="No games yet"
            description="Games will show up here soon."
            icon={<IconDeviceGamepad2 />}
          />
        }
      >
        {(items) => (
          <CardGrid kind="game">
            {items.map((game) => (
              <GameCard key={game._id} game={game} action={gameAction?.(game)} />
            ))}
          </CardGrid>
        )}
      </CardsOf>
    </CardSection>
  );
}
