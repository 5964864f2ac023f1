import { Box } from '@mantine/core';
import { IconDeviceGamepad2 } from '@tabler/icons-react';
import type { CardActions } from '../../../components/catalog/card-actions';
import { CardGrid } from '../../../components/catalog/card-grid';
import { CardSkeletons } from '../../../components/catalog/card-skeletons';
import { GigCard } from '../../../components/catalog/gig-card';
import { ListEmpty, ListError } from '../../../components/catalog/list-status';
import { SectionHeading } from '../../../components/catalog/section-heading';
import { POPULAR_GIGS_SHOWN, usePopularGigs } from '../api/get-popular-gigs';

/** A grid of the most popular gigs. */
export function PopularGigsSection({ gigAction }: { gigAction?: CardActions['gig'] }) {
  const gigs = usePopularGigs();

  let body;
  if (gigs.isPending)
    body = (
      <CardGrid kind="gig">
        <CardSkeletons kind="gig" count={POPULAR_GIGS_SHOWN} />
      </CardGrid>
    );
  else if (gigs.isError) body = <ListError error={gigs.error} onRetry={() => gigs.refetch()} />;
  else if (gigs.data.length === 0)
    body = (
      <ListEmpty
        title="No gigs yet"
        description="Play sessions will show up here as soon as creators add them."
        icon={<IconDeviceGamepad2 />}
      />
    );
  else
    body = (
      <CardGrid kind="gig">
        {gigs.data.map((gig) => (
          <GigCard key={gig._id} gig={gig} action={gigAction?.(gig)} />
        ))}
      </CardGrid>
    );

  return (
    <Box component="section" aria-labelledby="popular-gigs">
      <SectionHeading
        id="popular-gigs"
        title="Popular gigs"
        description="Sessions fans are booking right now"
        more={{ to: '/browse?tab=gigs&sort=popularity' }}
      />
      <Box mt="md">{body}</Box>
    </Box>
  );
}
