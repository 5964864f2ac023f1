import { Container, Stack } from '@mantine/core';
import { favoriteCardActions } from '../../features/favorites/components/favorite-card-actions';
import { FeaturedBanners } from '../../features/landing/components/featured-banners';
import { LandingGamesSection } from '../../features/landing/components/landing-games-section';
import { PopularGigsSection } from '../../features/landing/components/popular-gigs-section';
import { PopularStarsSection } from '../../features/landing/components/popular-stars-section';
import { UpcomingSessionsSection } from '../../features/landing/components/upcoming-sessions-section';

/** /: banners, popular stars and gigs, upcoming sessions and the landing games. */
export default function LandingPage() {
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
