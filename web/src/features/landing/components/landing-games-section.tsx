import { IconDeviceGamepad2 } from '@tabler/icons-react';
import { Suspense, type ComponentProps } from 'react';
import type { CardActions } from '../../../components/catalog/card-actions';
import type { GameCard as LoadedGameCard } from '../../../components/catalog/game-card';
import { CardGrid, CardGridSkeletons } from '../../../components/catalog/card-grid';
import { CardSection, CardsOf } from '../../../components/catalog/card-section';
import { ListEmpty } from '../../../components/catalog/list-status';
import { lazyPage, usePreload } from '../../../lib/lazy-page';
import { useLandingGames } from '../api/get-landing-games';

// The cards load beside the list's data, not before the page's first paint; their placeholders stand in.
const loadGameCard = () =>
  import('../../../components/catalog/game-card').then((m) => ({ default: m.GameCard }));
const GameCard = lazyPage<ComponentProps<typeof LoadedGameCard>>(loadGameCard);

/** The games chosen for the landing page; each opens Browse filtered by it. */
export function LandingGamesSection({ gameAction }: { gameAction?: CardActions['game'] }) {
  const games = useLandingGames();
  usePreload(loadGameCard);
  const loading = <CardGridSkeletons kind="game" count={5} />;
  return (
    <CardSection
      id="landing-games"
      title="Pick your game"
      description="Find creators to play your favourite titles with"
      more={{ to: '/browse?tab=games' }}
    >
      <CardsOf
        query={games}
        loading={loading}
        empty={
          <ListEmpty
            title="No games yet"
            description="Games will show up here soon."
            icon={<IconDeviceGamepad2 />}
          />
        }
      >
        {(items) => (
          <Suspense fallback={loading}>
            <CardGrid kind="game">
              {items.map((game) => (
                <GameCard key={game._id} game={game} action={gameAction?.(game)} />
              ))}
            </CardGrid>
          </Suspense>
        )}
      </CardsOf>
    </CardSection>
  );
}
