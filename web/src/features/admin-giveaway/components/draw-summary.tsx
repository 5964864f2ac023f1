import type { GiveawayDrawDto } from '@lobby/contracts';
import { Code, List, Stack, Text } from '@mantine/core';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A draw's winners and the facts that let anyone re-run it: rule, eligible count, list hash, seed. */
export function DrawSummary({ draw }: { draw: GiveawayDrawDto }) {
  const lastDay = new Date(new Date(draw.rule.to).getTime() - 1);
  return (
    <Stack gap="xs">
      <List size="sm" spacing={4}>
        {draw.winners.map((winner) => (
          <List.Item key={winner.userId}>
            {winner.fullName ?? 'Unknown fan'}{' '}
            {winner.username && (
              <Text span c="dimmed">
                @{winner.username}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed">
        Booked {dateFormat.format(new Date(draw.rule.from))} – {dateFormat.format(lastDay)}
        {draw.rule.streamerId ? ' with one star' : ''} · {draw.eligibleCount} eligible · drawn{' '}
        {timeFormat.format(new Date(draw.createdAt))}
      </Text>
      <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
        Seed <Code>{draw.seed}</Code> · list hash <Code>{draw.eligibleHash.slice(0, 16)}…</Code>
      </Text>
    </Stack>
  );
}
