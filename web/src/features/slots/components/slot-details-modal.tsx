import {
  Alert,
  Button,
  Center,
  Divider,
  EmptyState,
  Group,
  Modal,
  Pagination,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconAlertTriangle, IconUsers } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { notify } from '../../../lib/notify';
import { useSlotPage, type SlotFan } from '../api/get-slot-page';
import { useCancelSlot } from '../api/cancel-slot';
import { useRemoveSlotUser } from '../api/remove-slot-user';
import { formatLongDay, formatTimeRange, timeZoneLabel, viewerTimeZone } from '../../../lib/viewer-time';
import { FanRow } from './fan-row';
import { LobbyCodeForm } from './lobby-code-form';
import { confirmDanger } from '../../../lib/confirm-danger';
import { loadingRegion } from '../../../lib/loading-region';

interface SlotDetailsModalProps {
  /** The slot shown; null closes the dialog. */
  slotId: string | null;
  /** The gig's title when the page knows it. */
  gigTitle: string | null;
  starId: string;
  query: string;
  onClose: () => void;
}

/** Only bookings that still hold seats can be removed. */
const removable = (fan: SlotFan) => fan.userId !== '' && (fan.status === 'held' || fan.status === 'paid');

/** A slot's time, seats and lobby code, and the fans who booked it, 4 to a page, each removable. */
export function SlotDetailsModal({ slotId, gigTitle, starId, query, onClose }: SlotDetailsModalProps) {
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [slotId]);
  const result = useSlotPage(slotId, page, query);
  const remove = useRemoveSlotUser(slotId ?? '', starId, query);
  const cancel = useCancelSlot(slotId ?? '', starId, query);
  const data = result.data;
  const slot = data?.slot;

  // Removing the last fan of the last page leaves that page empty: step back to the new last page.
  const lastPage = Math.max(data?.totalPages ?? 1, 1);
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage]);

  const confirmRemove = (fan: SlotFan) => {
    const name = fan.username ?? 'this fan';
    confirmDanger({
      title: `Remove ${name} from this slot?`,
      message: (
        <>
          Their {fan.numberOfPlayers === 1 ? 'seat goes' : `${fan.numberOfPlayers} seats go`} back to the
          slot.
          {fan.status === 'paid' && ' What they paid is refunded in full, the way they paid.'} This cannot be
          undone.
        </>
      ),
      confirm: 'Remove fan',
      onConfirm: () => remove.mutate(fan.userId, { onSuccess: ({ message }) => notify.success(message) }),
    });
  };

  const confirmCancel = (started: boolean) =>
    confirmDanger({
      title: started ? 'Mark this slot as not held?' : 'Cancel this slot?',
      message: (
        <>
          Every fan who booked it is refunded in full, the way they paid, and told at once. The slot takes no
          more bookings. This cannot be undone.
        </>
      ),
      confirm: started ? 'Mark not held' : 'Cancel slot',
      onConfirm: () => cancel.mutate(undefined, { onSuccess: ({ message }) => notify.success(message) }),
    });

  return (
    <Modal opened={slotId !== null} onClose={onClose} title={gigTitle ?? 'Slot'} centered size="lg">
      {result.isError && !data ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle />}>
          {result.error.message}
        </Alert>
      ) : !slot || !slotId ? (
        <Stack gap="sm" {...loadingRegion('Loading the slot')}>
          <Skeleton height={18} width="60%" />
          <Skeleton height={14} width="40%" />
          <Skeleton height={64} />
          <Skeleton height={64} />
        </Stack>
      ) : (
        <Stack gap="md">
          <Stack gap={2}>
            <Text fw={700} size="lg">
              {formatTimeRange(slot.startTime, slot.endTime)}
            </Text>
            <Text size="sm">{formatLongDay(slot.startTime)}</Text>
            <Text size="xs" c="dimmed">
              Shown in your time zone, {timeZoneLabel(viewerTimeZone(), new Date(slot.startTime))}
            </Text>
          </Stack>
          <SimpleGrid cols={3} spacing="xs">
            <Stat label="Seats" value={slot.seats} />
            <Stat label="Taken" value={slot.seatsTaken} />
            <Stat label="Left" value={slot.seatsLeft} highlight={slot.seatsLeft === 0 ? 'pink' : 'teal'} />
          </SimpleGrid>
          <Progress
            value={slot.seats ? (slot.seatsTaken / slot.seats) * 100 : 0}
            color={slot.seatsLeft === 0 ? 'pink' : 'violet'}
            size="sm"
            aria-label={`${slot.seatsTaken} of ${slot.seats} seats taken`}
          />
          <LobbyCodeForm key={slotId} slotId={slotId} query={query} />
          <Divider />
          <Group justify="space-between">
            <Text fw={700}>Booked fans</Text>
            <Text size="sm" c="dimmed">
              {data.totalUsers} {data.totalUsers === 1 ? 'booking' : 'bookings'}
            </Text>
          </Group>
          {data.users.length === 0 ? (
            <Paper withBorder radius="md" py="lg" px="md">
              <EmptyState
                icon={<IconUsers size={24} />}
                withIndicatorBackground
                title="No fans yet"
                description="Fans who book this slot show up here with their gamer tags."
              />
            </Paper>
          ) : (
            <Stack gap="xs" style={{ opacity: result.isPlaceholderData ? 0.6 : 1 }}>
              {data.users.map((fan) => (
                <FanRow
                  key={fan.orderId || fan.userId}
                  fan={fan}
                  onRemove={removable(fan) ? () => confirmRemove(fan) : undefined}
                  removing={remove.isPending && remove.variables === fan.userId}
                />
              ))}
            </Stack>
          )}
          {data.totalPages > 1 && (
            <Center>
              <Pagination total={data.totalPages} value={page} onChange={setPage} size="sm" />
            </Center>
          )}
          {!slot.cancelledAt && (
            <>
              <Divider />
              <SlotCancelAction
                started={Date.parse(slot.startTime) <= Date.now()}
                loading={cancel.isPending}
                onCancel={confirmCancel}
              />
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}

/** Before the slot starts the streamer can cancel it; after it started, say it was not held. */
function SlotCancelAction({
  started,
  loading,
  onCancel,
}: {
  started: boolean;
  loading: boolean;
  onCancel: (started: boolean) => void;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" c="dimmed">
        {started
          ? "Couldn't play this slot? Every fan gets a full refund."
          : "Can't make it? Cancelling refunds every fan in full."}
      </Text>
      <Button color="red" variant="light" loading={loading} onClick={() => onCancel(started)}>
        {started ? 'Mark not held' : 'Cancel slot'}
      </Button>
    </Group>
  );
}

function Stat({ label, value, highlight }: { label: string; value: number; highlight?: string }) {
  return (
    <Paper withBorder radius="md" p="xs" ta="center">
      <Text size="xl" fw={800} c={highlight}>
        {value}
      </Text>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
    </Paper>
  );
}
