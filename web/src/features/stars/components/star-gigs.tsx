import { IconTicketOff } from '@tabler/icons-react';
import type { CardActions } from '../../../components/catalog/card-actions';
import { CardGrid, CardGridSkeletons } from '../../../components/catalog/card-grid';
import { CardSection, CardsOf } from '../../../components/catalog/card-section';
import { GigCard } from '../../../components/catalog/gig-card';
import { ListEmpty } from '../../../components/catalog/list-status';
import { useStarGigs } from '../api/get-star-gigs';

interface StarGigsProps {
  username: string;
  fullName: string;
  gigAction?: CardActions['gig'];
}

/** A star's active gigs as cards. */
export function StarGigs({ username, fullName, gigAction }: StarGigsProps) {
  const gigs = useStarGigs(username);
  return (
    <CardSection id="star-gigs" title="Gigs" description={`Play sessions with ${fullName}`}>
      <CardsOf
        query={gigs}
        loading={<CardGridSkeletons kind="gig" count={4} />}
        empty={
          <ListEmpty
            title="No gigs yet"
            description={`${fullName} has no open play sessions right now. Add them to your favorites to find them again.`}
            icon={<IconTicketOff size={28} />}
          />
        }
      >
        {(items) => (
          <CardGrid kind="gig">
            {items.map((gig) => (
              <GigCard key={gig._id} gig={gig} action={gigAction?.(gig)} hideStar />
            ))}
          </CardGrid>
        )}
      </CardsOf>
    </CardSection>
  );
}
