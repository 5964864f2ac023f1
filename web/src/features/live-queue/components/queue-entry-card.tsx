import type { QueueEntryDto } from '@lobby/contracts';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconPlayerPlay, IconSwords } from '@tabler/icons-react';
import type { QueueMoveTarget } from '../api/manage-queue';
import { QueueKindBadge } from './queue-badges';

interface QueueEntryCardProps {
  entry: QueueEntryDto;
  onMove: (entry: QueueEntryDto, to: QueueMoveTarget) => void;
  /** The move under way, if it is this fan's. */
  pendingMove: QueueMoveTarget | null;
  /** Another move is under way: one at a time, so the board never jumps under the streamer's cursor. */
  busy: boolean;
  compact: boolean;
}

interface MoveAction {
  to: QueueMoveTarget;
  label: string;
  icon: typeof IconCheck;
  variant: 'filled' | 'light' | 'default';
}

const PLAY_NEXT: MoveAction = {
  to: 'playing_next',
  label: 'Play next',
  icon: IconPlayerPlay,
  variant: 'light',
};
const START_GAME: MoveAction = { to: 'in_game', label: 'Start game', icon: IconSwords, variant: 'filled' };
const FINISH: MoveAction = { to: 'done', label: 'Done', icon: IconCheck, variant: 'default' };

/** The moves the streamer can make from each list (waiting → playing next → in game → done). */
const actionsByStatus: Partial<Record<QueueEntryDto['status'], MoveAction[]>> = {
  waiting: [PLAY_NEXT, FINISH],
  playing_next: [START_GAME, FINISH],
  in_game: [FINISH],
};

const targetName: Record<QueueMoveTarget, string> = {
  playing_next: 'playing next',
  in_game: 'in game',
  done: 'done',
};

/** One fan on the streamer's board: who, their gamer tag and place, and the moves from here. */
export function QueueEntryCard({ entry, onMove, pendingMove, busy, compact }: QueueEntryCardProps) {
  const actions = actionsByStatus[entry.status] ?? [];
  const name = entry.fullName || entry.username;

  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p={compact ? 'xs' : 'sm'}
      bg="dark.6"
      aria-label={`${name}, @${entry.username}`}
      style={{ listStyle: 'none' }}
    >
      <Stack gap={compact ? 6 : 8}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Stack gap={0} miw={0}>
            <Text fw={700} size={compact ? 'sm' : 'md'} truncate>
              {entry.position !== null && (
                <Text span c="dimmed" fw={700} mr={6}>
                  #{entry.position}
                </Text>
              )}
              {name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              @{entry.username}
            </Text>
          </Stack>
          {entry.kind === 'vip' && <QueueKindBadge kind="vip" size="sm" style={{ flexShrink: 0 }} />}
        </Group>
        {entry.gamerTag && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span size="xs" c="dimmed" tt="uppercase" fw={700} mr={6}>
              Gamer tag
            </Text>
            <Text span ff="monospace" fw={600}>
              {entry.gamerTag}
            </Text>
          </Text>
        )}
        {actions.length > 0 && (
          <Group gap={6}>
            {actions.map(({ to, label, icon: Icon, variant }, index) => (
              <Button
                key={to}
                size="compact-sm"
                variant={variant}
                color={to === 'done' ? 'gray' : undefined}
                leftSection={<Icon size={14} />}
                // Starts with the words shown, for people who speak a button's words to press it.
                aria-label={`${label}: move ${entry.username} to ${targetName[to]}`}
                loading={pendingMove === to}
                disabled={busy && pendingMove !== to}
                onClick={() => onMove(entry, to)}
                // The first move is the usual next step: it takes the room; 'Done' keeps its own size.
                style={index === 0 ? { flex: 1 } : undefined}
                px={index === 0 ? undefined : 'xs'}
              >
                {label}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
