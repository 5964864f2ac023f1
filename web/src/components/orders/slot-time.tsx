import { Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { slotTimeText } from './slot-time-text';

/** When a booked slot runs, in the viewer's zone, with the zone named under it. */
export function SlotTime({ startTime, endTime }: { startTime: string; endTime: string }) {
  const { day, range, zone } = slotTimeText(startTime, endTime);
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        <IconClock size={14} style={{ verticalAlign: -2, marginRight: 6 }} />
        {day} · {range}
      </Text>
      <Text size="xs" c="dimmed" ml={20}>
        {zone}
      </Text>
    </Stack>
  );
}
