import { formatMoney } from '@lobby/contracts';
import { Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { SectionCard } from '../../../components/section-card';
import { useLiveSessionHistory } from '../api/get-live-session-history';

/** "1 h 25 min", "40 min": how long a session ran (until now while it runs). */
function duration(startedAt: string, endedAt: string | null): string {
  const minutes = Math.max(0, dayjs(endedAt ?? undefined).diff(dayjs(startedAt), 'minute'));
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * The streamer's live sessions with, per session, what its VIP places brought in (net of refunds), the VIP
 * fans served (paid places not refunded: an unserved one is refunded) and how long it ran.
 */
export function LiveSessionHistory({ starId, query }: { starId: string; query: string }) {
  const history = useLiveSessionHistory(starId, query);
  return (
    <SectionCard
      title="Live sessions"
      description="VIP revenue is what fans paid for VIP places, net of refunds; earnings are after the platform fee."
    >
      {!history.data ? (
        history.isError ? (
          <Text c="dimmed" size="sm">
            Live sessions could not be loaded.
          </Text>
        ) : (
          <Skeleton height={120} />
        )
      ) : history.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          No live sessions yet. Go live from OBS to see each stream&apos;s revenue here.
        </Text>
      ) : (
        <>
          <Table striped highlightOnHover visibleFrom="sm" data-testid="live-session-history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Session</Table.Th>
                <Table.Th>Started</Table.Th>
                <Table.Th>Duration</Table.Th>
                <Table.Th ta="right">VIP fans served</Table.Th>
                <Table.Th ta="right">VIP revenue</Table.Th>
                <Table.Th ta="right">Earnings</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.data.map(({ session, earnings }) => {
                const currency = earnings?.currency ?? session.baseCurrency;
                return (
                  <Table.Tr key={session._id}>
                    <Table.Td>
                      <Text size="sm" fw={600} lineClamp={1}>
                        {session.title}
                      </Text>
                      {!session.endedAt && (
                        <Badge size="xs" color="red" variant="filled">
                          Live
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{dayjs(session.startedAt).format('D MMM YYYY, HH:mm')}</Table.Td>
                    <Table.Td>{duration(session.startedAt, session.endedAt)}</Table.Td>
                    <Table.Td ta="right">{earnings?.vipFansServed ?? 0}</Table.Td>
                    <Table.Td ta="right">
                      {formatMoney({ amount: earnings?.vipRevenue ?? 0, currency })}
                    </Table.Td>
                    <Table.Td ta="right">
                      {formatMoney({ amount: earnings?.earnings ?? 0, currency })}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          <Stack gap="sm" hiddenFrom="sm">
            {history.data.map(({ session, earnings }) => {
              const currency = earnings?.currency ?? session.baseCurrency;
              return (
                <Paper key={session._id} withBorder radius="md" p="sm">
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text size="sm" fw={600} lineClamp={1}>
                      {session.title}
                    </Text>
                    {!session.endedAt && (
                      <Badge size="xs" color="red" variant="filled">
                        Live
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {dayjs(session.startedAt).format('D MMM YYYY, HH:mm')} ·{' '}
                    {duration(session.startedAt, session.endedAt)}
                  </Text>
                  <SimpleGrid cols={3} mt="xs" spacing="xs">
                    <Figure label="VIP fans served" value={String(earnings?.vipFansServed ?? 0)} />
                    <Figure
                      label="VIP revenue"
                      value={formatMoney({ amount: earnings?.vipRevenue ?? 0, currency })}
                    />
                    <Figure
                      label="Earnings"
                      value={formatMoney({ amount: earnings?.earnings ?? 0, currency })}
                    />
                  </SimpleGrid>
                </Paper>
              );
            })}
          </Stack>
        </>
      )}
    </SectionCard>
  );
}
