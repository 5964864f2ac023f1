import { formatMoney, type QueueEntryDto } from '@lobby/contracts';
import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconBroadcast } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ListEmpty } from '../../../components/catalog/list-status';
import { PagedGrid } from '../../../components/paged-grid';
import { useQueuesJoined } from '../api/get-queues-joined';
import { liveStarPath } from '../utils/live-paths';
import { ordinal } from '../utils/queue-labels';
import { QueueKindBadge, QueueStatusBadge } from './queue-badges';

/** Places still in a running session's queue: the live page is worth opening. */
const ACTIVE: QueueEntryDto['status'][] = ['held', 'waiting', 'playing_next', 'in_game'];

function QueueJoinedCard({ entry }: { entry: QueueEntryDto }) {
  const active = ACTIVE.includes(entry.status);
  return (
    <Paper component="article" withBorder radius="lg" p="md" aria-label={entry.liveSessionTitle}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={2} miw={0}>
            <Text fw={700} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {entry.liveSessionTitle}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              with {entry.influencerName} · {dayjs(entry.createdAt).format('D MMM YYYY, HH:mm')}
            </Text>
          </Stack>
          <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
            <QueueKindBadge kind={entry.kind} />
            <QueueStatusBadge status={entry.status} />
          </Group>
        </Group>
        <Group justify="space-between" gap="xs">
          <Text size="sm">
            {entry.status === 'waiting' && entry.position !== null ? (
              <>
                <Text span fw={800}>
                  {ordinal(entry.position)}
                </Text>{' '}
                in line
              </>
            ) : entry.gamerTag ? (
              <>
                Gamer tag{' '}
                <Text span ff="monospace" fw={700}>
                  {entry.gamerTag}
                </Text>
              </>
            ) : null}
          </Text>
          {entry.kind === 'vip' && entry.amountPaid !== null && entry.currency !== null && (
            <Text size="sm" c="dimmed">
              Paid {formatMoney({ amount: entry.amountPaid, currency: entry.currency })}
            </Text>
          )}
        </Group>
        <Button
          component={Link}
          to={liveStarPath(entry.influencerUsername)}
          variant={active ? 'filled' : 'light'}
          size="xs"
          w="fit-content"
          leftSection={<IconBroadcast size={14} />}
        >
          {active ? 'Open live page' : 'View live page'}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The fan's live queue places, newest first, ten to a page (spec "live queues joined"). */
export function QueuesJoinedList({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const queues = useQueuesJoined(userId, page);

  return (
    <PagedGrid
      query={queues}
      page={page}
      onPageChange={setPage}
      countLabel={(total) => `${total} ${total === 1 ? 'queue place' : 'queue places'}`}
      loading={
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={150} radius="lg" />
          ))}
        </SimpleGrid>
      }
      empty={
        <ListEmpty
          icon={<IconBroadcast size={28} />}
          title="No live queues yet"
          description="When a streamer goes live, join their VIP or regular queue from their live page; it shows up here."
        >
          <Button component={Link} to="/browse?tab=creators&live=1" variant="light">
            Find live streamers
          </Button>
        </ListEmpty>
      }
    >
      {(entry) => <QueueJoinedCard key={entry._id} entry={entry} />}
    </PagedGrid>
  );
}
