import { Container, Stack } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { ListError } from '../../components/catalog/list-status';
import { favoriteCardActions } from '../../features/favorites/components/favorite-card-actions';
import { FavoriteButton } from '../../features/favorites/components/favorite-button';
import { ReportUserButton } from '../../features/reports/components/report-user-button';
import { useStar } from '../../features/stars/api/get-star';
import { StarGigs } from '../../features/stars/components/star-gigs';
import { StarProfile, StarProfileSkeleton } from '../../features/stars/components/star-profile';
import { useStarLiveState } from '../../features/stars/hooks/use-star-live-state';
import { isNotFoundError } from '../../lib/api-client';
import { useTrackView } from '../../lib/track-view';
import { useDeferredData } from '../../lib/use-deferred-data';
import { usePageTitle } from '../../lib/use-page-title';
import { useCurrentUserFromStore } from '../../stores/auth-store';
import NotFoundPage from './not-found';

/** /stars/{username} and the catch-all /{starname}: a star's profile and gigs; an unknown star is a 404. */
export default function StarPage() {
  const { starname, username } = useParams();
  const name = username ?? starname ?? '';
  const user = useCurrentUserFromStore();
  const star = useStar(name);
  useStarLiveState(name, star.data);
  const shown = useDeferredData(star.data);
  usePageTitle(star.data?.fullName);
  useTrackView('star', star.data?._id);

  if (star.isError && isNotFoundError(star.error)) return <NotFoundPage />;

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap={40}>
        {!star.isError && !shown && <StarProfileSkeleton />}
        {star.isError && <ListError error={star.error} onRetry={() => star.refetch()} />}
        {shown && (
          <>
            <StarProfile
              star={shown}
              actions={
                <>
                  <FavoriteButton kind="star" id={shown._id} name={shown.fullName} variant="button" />
                  {user && user._id !== shown._id && (
                    <ReportUserButton userId={shown._id} name={shown.fullName} />
                  )}
                </>
              }
            />
            <StarGigs
              username={shown.username}
              fullName={shown.fullName}
              gigAction={favoriteCardActions.gig}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
