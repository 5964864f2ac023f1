import type { QueueBoardDto } from '@lobby/contracts';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';

interface CountProps {
  label: string;
  value: number;
  color?: string;
  compact: boolean;
}

function Count({ label, value, color, compact }: CountProps) {
  return (
    <Paper radius="md" p={compact ? 6 : 'xs'} bg="dark.6" role="group" aria-label={`${label}: ${value}`}>
      <Stack gap={0} align="center">
        <Text fz={compact ? 20 : 28} fw={900} lh={1.1} c={color}>
          {value}
        </Text>
        <Text size="xs" c="dimmed" ta="center" lh={1.2}>
          {label}
        </Text>
      </Stack>
    </Paper>
  );
}

/** Waiting fans split VIP and regular (spec), and who is playing next and in game. */
export function QueueCounts({ board, compact }: { board: QueueBoardDto; compact: boolean }) {
  return (
    <SimpleGrid cols={4} spacing={6} role="group" aria-label="Queue counts">
      <Count label="VIP waiting" value={board.counts.vip} color="yellow.4" compact={compact} />
      <Count label="Regular waiting" value={board.counts.regular} compact={compact} />
      <Count label="Playing next" value={board.playingNext.length} color="violet.3" compact={compact} />
      <Count label="In game" value={board.inGame.length} color="teal.3" compact={compact} />
    </SimpleGrid>
  );
}
