import { Box } from '@mantine/core';
import { IconTicketOff } from '@tabler/icons-react';
import type { CardActions } from '../../../components/catalog/card-actions';
import { CardGrid } from '../../../components/catalog/card-grid';
import { CardSkeletons } from '../../../components/catalog/card-skeletons';
import { GigCard } from '../../../components/catalog/gig-card';
import { ListEmpty, ListError } from '../../../components/catalog/list-status';
import { SectionHeading } from '../../../components/catalog/section-heading';
import { useStarGigs } from '../api/get-star-gigs';

interface StarGigsProps {
  username: string;
  fullName: string;
  gigAction?: CardActions['gig'];
}

/** A star's active gigs as cards. */
export function StarGigs({ username, fullName, gigAction }: StarGigsProps) {
  const gigs = useStarGigs(username);

  let body;
  if (gigs.isPending)
    body = (
      <CardGrid kind="gig">
        <CardSkeletons kind="gig" count={4} />
      </CardGrid>
    );
  else if (gigs.isError) body = <ListError error={gigs.error} onRetry={() => gigs.refetch()} />;
  else if (gigs.data.length === 0)
    body = (
      <ListEmpty
        title="No gigs yet"
        description={`${fullName} has no open play sessions right now. Add them to your favorites to find them again.`}
        icon={<IconTicketOff size={28} />}
      />
    );
  else
    body = (
      <CardGrid kind="gig">
        {gigs.data.map((gig) => (
          <GigCard key={gig._id} gig={gig} action={gigAction?.(gig)} hideStar />
        ))}
      </CardGrid>
    );

  return (
    <Box component="section" aria-labelledby="star-gigs">
      <SectionHeading id="star-gigs" title="Gigs" description={`Play sessions with ${fullName}`} />
      <Box mt="md">{body}</Box>
    </Box>
  );
}
