import { IconDeviceGamepad2 } from '@tabler/icons-react';
import type { CardActions } from '../../../components/catalog/card-actions';
import { CardGrid, CardGridSkeletons } from '../../../components/catalog/card-grid';
import { CardSection, CardsOf } from '../../../components/catalog/card-section';
import { GigCard } from '../../../components/catalog/gig-card';
import { ListEmpty } from '../../../components/catalog/list-status';
import { POPULAR_GIGS_SHOWN, usePopularGigs } from '../api/get-popular-gigs';

/** A grid of the most popular gigs. */
export function PopularGigsSection({ gigAction }: { gigAction?: CardActions['gig'] }) {
  const gigs = usePopularGigs();
  return (
    <CardSection
      id="popular-gigs"
      title="Popular gigs"
      description="Sessions fans are booking right now"
      more={{ to: '/browse?tab=gigs&sort=popularity' }}
    >
      <CardsOf
        query={gigs}
        loading={<CardGridSkeletons kind="gig" count={POPULAR_GIGS_SHOWN} />}
        empty={
          <ListEmpty
            title="No gigs yet"
            description="Play sessions will show up here as soon as creators add them."
            icon={<IconDeviceGamepad2 />}
          />
        }
      >
        {(items) => (
          <CardGrid kind="gig">
            {items.map((gig) => (
              <GigCard key={gig._id} gig={gig} action={gigAction?.(gig)} />
            ))}
          </CardGrid>
        )}
      </CardsOf>
    </CardSection>
  );
}
