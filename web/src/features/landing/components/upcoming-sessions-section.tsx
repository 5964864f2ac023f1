import { Button, Skeleton } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { Suspense, type ComponentProps, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CardSection } from '../../../components/catalog/card-section';
import { ListEmpty, ListError } from '../../../components/catalog/list-status';
import { lazyPage, usePreload } from '../../../lib/lazy-page';
import { useCurrentUserFromStore } from '../../../stores/auth-store';
import { useOpenSlots, useYourNextSessions } from '../api/get-upcoming-sessions';
import type { UpcomingSessionLists as LoadedUpcomingSessionLists } from './upcoming-session-lists';

// The session cards load beside the lists' data, not before the page's first paint; the placeholder stands in.
const loadSessionLists = () =>
  import('./upcoming-session-lists').then((m) => ({ default: m.UpcomingSessionLists }));
const UpcomingSessionLists = lazyPage<ComponentProps<typeof LoadedUpcomingSessionLists>>(loadSessionLists);

/** The home page's upcoming sessions: the signed-in fan's next booked ones, then slots anyone can still book. */
export function UpcomingSessionsSection() {
  const user = useCurrentUserFromStore();
  const open = useOpenSlots();
  const yours = useYourNextSessions(user?._id ?? null);
  const yourSessions = yours.data ?? [];
  usePreload(loadSessionLists);
  const loading = <Skeleton height={180} radius="lg" />;

  let body: ReactNode;
  if (open.isPending || (user && yours.isPending)) body = loading;
  else if (open.isError) body = <ListError error={open.error} onRetry={() => open.refetch()} />;
  else if (open.data.length === 0 && yourSessions.length === 0)
    body = (
      <ListEmpty
        title="No open slots right now"
        description="Creators add new slots all the time. Find a gig you like and add it to your favorites."
        icon={<IconCalendarEvent />}
      >
        <Button component={Link} to="/browse" variant="light" radius="xl">
          Browse gigs
        </Button>
      </ListEmpty>
    );
  else
    body = (
      <Suspense fallback={loading}>
        <UpcomingSessionLists yourSessions={yourSessions} openSlots={open.data} />
      </Suspense>
    );

  return (
    <CardSection
      id="upcoming-sessions"
      title="Upcoming sessions"
      description="Book a seat before the slot fills up"
    >
      {body}
    </CardSection>
  );
}
