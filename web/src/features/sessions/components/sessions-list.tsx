import type { OrderDto } from '@lobby/contracts';
import { Button, Group, Select, Stack } from '@mantine/core';
import { IconCalendarEvent, IconHistory } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ListEmpty } from '../../../components/catalog/list-status';
import { PagedGrid } from '../../../components/paged-grid';
import { OrderLobbyCode } from '../../../components/orders/lobby-code';
import { OrderCard } from '../../../components/orders/order-card';
import { OrderCardSkeletons } from '../../../components/orders/order-card-skeletons';
import { useSessions, type SessionsSort, type SessionsWhen } from '../api/get-sessions';
import { sessionsKeys } from '../keys';

interface SessionsListProps {
  userId: string;
  when: SessionsWhen;
  /** Buttons for one session's card, from the page (features don't import each other). */
  renderActions?: (session: OrderDto) => ReactNode;
}

const sortOptions = [
  { value: 'desc', label: 'Newest first' },
  { value: 'asc', label: 'Oldest first' },
];

/**
 * The fan's booked sessions still ahead (soonest first) or played (newest first by default, sortable).
 * A new sort starts again from page 1 with nothing cached (spec §4 "Past sessions").
 */
export function SessionsList({ userId, when, renderActions }: SessionsListProps) {
  const queryClient = useQueryClient();
  const [sort, setSort] = useState<SessionsSort>(when === 'upcoming' ? 'asc' : 'desc');

  const changeSort = (next: SessionsSort) => {
    if (next === sort) return;
    queryClient.removeQueries({ queryKey: sessionsKeys.list(userId, when) });
    setSort(next);
  };

  return (
    <Stack gap="md">
      {when === 'past' && (
        <Group justify="flex-end">
          <Select
            aria-label="Sort past sessions"
            data={sortOptions}
            value={sort}
            onChange={(value) => value && changeSort(value as SessionsSort)}
            allowDeselect={false}
            w={170}
          />
        </Group>
      )}
      {/* Keyed by the sort, so a new sort also starts from page 1 without showing the old order meanwhile. */}
      <SessionPages key={sort} userId={userId} when={when} sort={sort} renderActions={renderActions} />
    </Stack>
  );
}

function SessionPages({ userId, when, sort, renderActions }: SessionsListProps & { sort: SessionsSort }) {
  const [page, setPage] = useState(1);
  const sessions = useSessions(userId, when, sort, page);

  return (
    <PagedGrid
      query={sessions}
      page={page}
      onPageChange={setPage}
      countLabel={(total) => `${total} ${total === 1 ? 'session' : 'sessions'}`}
      loading={<OrderCardSkeletons count={4} />}
      empty={<NoSessions when={when} />}
    >
      {(session) => (
        <OrderCard key={session._id} order={session} viewer="fan" actions={renderActions?.(session)}>
          <OrderLobbyCode order={session} />
        </OrderCard>
      )}
    </PagedGrid>
  );
}

function NoSessions({ when }: { when: SessionsWhen }) {
  if (when === 'past') {
    return (
      <ListEmpty
        icon={<IconHistory size={28} />}
        title="No past sessions yet"
        description="Sessions you have played show up here, with their lobby codes and invoices."
      />
    );
  }
  return (
    <ListEmpty
      icon={<IconCalendarEvent size={28} />}
      title="Nothing booked yet"
      description="Book a session with a streamer and it shows up here, with the lobby code once they share it."
    >
      <Button component={Link} to="/browse" variant="light">
        Find a gig
      </Button>
    </ListEmpty>
  );
}
