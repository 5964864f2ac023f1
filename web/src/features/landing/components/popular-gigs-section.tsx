import { IconDeviceGamepad2 } from '@tabler/icons-react';
import { Suspense, type ComponentProps } from 'react';
import type { CardActions } from '../../../components/catalog/card-actions';
import type { GigCard as LoadedGigCard } from '../../../components/catalog/gig-card';
import { CardGrid, CardGridSkeletons } from '../../../components/catalog/card-grid';
import { CardSection, CardsOf } from '../../../components/catalog/card-section';
import { ListEmpty } from '../../../components/catalog/list-status';
import { lazyPage, usePreload } from '../../../lib/lazy-page';
import { POPULAR_GIGS_SHOWN, usePopularGigs } from '../api/get-popular-gigs';

// The cards load beside the list's data, not before the page's first paint; their placeholders stand in.
const loadGigCard = () =>
  import('../../../components/catalog/gig-card').then((m) => ({ default: m.GigCard }));
const GigCard = lazyPage<ComponentProps<typeof LoadedGigCard>>(loadGigCard);

/** A grid of the most popular gigs. */
export function PopularGigsSection({ gigAction }: { gigAction?: CardActions['gig'] }) {
  const gigs = usePopularGigs();
  usePreload(loadGigCard);
  const loading = <CardGridSkeletons kind="gig" count={POPULAR_GIGS_SHOWN} />;
  return (
    <CardSection
      id="popular-gigs"
      title="Popular gigs"
      description="Sessions fans are booking right now"
      more={{ to: '/browse?tab=gigs&sort=popularity' }}
    >
      <CardsOf
        query={gigs}
        loading={loading}
        empty={
          <ListEmpty
            title="No gigs yet"
            description="Play sessions will show up here as soon as creators add them."
            icon={<IconDeviceGamepad2 />}
          />
        }
      >
        {(items) => (
          <Suspense fallback={loading}>
            <CardGrid kind="gig">
              {items.map((gig) => (
                <GigCard key={gig._id} gig={gig} action={gigAction?.(gig)} />
              ))}
            </CardGrid>
          </Suspense>
        )}
      </CardsOf>
    </CardSection>
  );
}
