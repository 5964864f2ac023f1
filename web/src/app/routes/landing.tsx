import { Container, Stack } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import type { CardActions } from '../../components/catalog/card-actions';
import { FeaturedBanners } from '../../features/landing/components/featured-banners';
import { LandingGamesSection } from '../../features/landing/components/landing-games-section';
import { PopularGigsSection } from '../../features/landing/components/popular-gigs-section';
import { PopularStarsSection } from '../../features/landing/components/popular-stars-section';
import { UpcomingSessionsSection } from '../../features/landing/components/upcoming-sessions-section';
import { lazyPage, usePreload } from '../../lib/lazy-page';

// The favourite hearts (and the favourites' sync) load with the cards, after the page's first paint.
const loadFavoriteAction = () =>
  import('../../features/favorites/components/favorite-card-actions').then(({ favoriteCardActions }) => ({
    default: ({ render }: { render: (actions: Required<CardActions>) => ReactNode }) => render(favoriteCardActions),
  }));
const FavoriteAction = lazyPage(loadFavoriteAction);

const deferred = (render: (actions: Required<CardActions>) => ReactNode) => (
  <Suspense fallback={null}>
    <FavoriteAction render={render} />
  </Suspense>
);

const favoriteCardActions: Required<CardActions> = {
  gig: (gig) => deferred((actions) => actions.gig(gig)),
  star: (star) => deferred((actions) => actions.star(star)),
  game: (game) => deferred((actions) => actions.game(game)),
};

/** /: banners, popular stars and gigs, upcoming sessions and the landing games. */
export default function LandingPage() {
  usePreload(loadFavoriteAction);
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap={48}>
        <FeaturedBanners />
        <PopularStarsSection starAction={favoriteCardActions.star} />
        <PopularGigsSection gigAction={favoriteCardActions.gig} />
        <UpcomingSessionsSection />
        <LandingGamesSection gameAction={favoriteCardActions.game} />
      </Stack>
    </Container>
  );
}
