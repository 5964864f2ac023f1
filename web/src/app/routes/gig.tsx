import { Container } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { ListError } from '../../components/catalog/list-status';
import { StarSummaryCard } from '../../components/catalog/star-summary-card';
import { BookingCard } from '../../features/booking/components/booking-card';
import { FavoriteButton } from '../../features/favorites/components/favorite-button';
import { useGig } from '../../features/gigs/api/get-gig';
import { GigDetails, GigDetailsSkeleton } from '../../features/gigs/components/gig-details';
import { isNotFoundError } from '../../lib/api-client';
import { useTrackView } from '../../lib/track-view';
import { useDeferredData } from '../../lib/use-deferred-data';
import { usePageTitle } from '../../lib/use-page-title';
import NotFoundPage from './not-found';

/**
 * /stars/{username}/gigs/{slug}: one gig with its favourite button, its star and its booking card; an unknown
 * gig is a 404.
 */
export default function GigPage() {
  const { username = '', slug = '' } = useParams();
  const gig = useGig(username, slug);
  const shown = useDeferredData(gig.data);
  usePageTitle(gig.data?.product_title);
  useTrackView('gig', gig.data?._id, gig.data?._influencer_id._id);

  if (gig.isError && isNotFoundError(gig.error)) return <NotFoundPage />;

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      {!gig.isError && !shown && <GigDetailsSkeleton />}
      {gig.isError && <ListError error={gig.error} onRetry={() => gig.refetch()} />}
      {shown && (
        <GigDetails
          gig={shown}
          booking={<BookingCard gig={shown} />}
          favorite={<FavoriteButton kind="gig" id={shown._id} name={shown.product_title} variant="button" />}
          star={
            <StarSummaryCard
              star={shown._influencer_id}
              action={
                <FavoriteButton
                  kind="star"
                  id={shown._influencer_id._id}
                  name={shown._influencer_id.fullName}
                  size="md"
                />
              }
            />
          }
        />
      )}
    </Container>
  );
}
