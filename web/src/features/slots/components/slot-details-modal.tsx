import type { OrderStatus } from '@lobby/contracts';
import {
  Alert,
  Avatar,
  Badge,
  Center,
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
import { useSlotPage, type SlotFan } from '../api/get-slot-page';
import { formatLongDay, formatTimeRange, timeZoneLabel, viewerTimeZone } from '../utils/time';

interface SlotDetailsModalProps {
  /** The slot shown; null closes the dialog. */
  slotId: string | null;
  /** The gig's title when the page knows it. */
  gigTitle: string | null;
  query: string;
  onClose: () => void;
}

const statusColor: Record<OrderStatus, string> = {
  held: 'yellow',
  paid: 'teal',
  completed: 'blue',
  expired: 'gray',
  cancelled: 'gray',
  refunded: 'gray',
};

const statusLabel: Record<OrderStatus, string> = {
  held: 'Awaiting payment',
  paid: 'Paid',
  completed: 'Played',
  expired: 'Expired',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** A slot's time and seats, and the fans who booked it, 4 to a page. */
export function SlotDetailsModal({ slotId, gigTitle, query, onClose }: SlotDetailsModalProps) {
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [slotId]);
  const result = useSlotPage(slotId, page, query);
  const data = result.data;
  const slot = data?.slot;

  return (
    <Modal opened={slotId !== null} onClose={onClose} title={gigTitle ?? 'Slot'} centered size="lg">
      {result.isError && !data ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle />}>
          {result.error.message}
        </Alert>
      ) : !slot ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading the slot">
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
          <Group justify="space-between" mt="xs">
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
                <FanRow key={fan.orderId || fan.userId} fan={fan} />
              ))}
            </Stack>
          )}
          {data.totalPages > 1 && (
            <Center>
              <Pagination total={data.totalPages} value={page} onChange={setPage} size="sm" />
            </Center>
          )}
        </Stack>
      )}
    </Modal>
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

function FanRow({ fan }: { fan: SlotFan }) {
  const name = fan.username ?? 'Fan';
  return (
    <Paper withBorder radius="md" p="sm">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Avatar name={name} color="initials" radius="xl" size="md" />
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fw={600} truncate>
              {name}
            </Text>
            <Badge size="sm" variant="light" color={statusColor[fan.status]} style={{ flexShrink: 0 }}>
              {statusLabel[fan.status]}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {fan.numberOfPlayers} {fan.numberOfPlayers === 1 ? 'player' : 'players'}
            {fan.orderId && ` · Order ${fan.orderId}`}
          </Text>
          {fan.gamerTags.length > 0 && (
            <Group gap={6}>
              {fan.gamerTags.map((tag, index) => (
                <Badge key={`${tag}-${index}`} variant="outline" color="gray" size="sm" tt="none">
                  {tag}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
