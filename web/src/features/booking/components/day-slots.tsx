import type { SlotDto } from '@lobby/contracts';
import { Button, Stack, Text } from '@mantine/core';
import { formatLongDay, formatTimeRange } from '../../../lib/viewer-time';
import { isBookable } from '../utils/slot-days';

interface DaySlotsProps {
  day: string;
  slots: SlotDto[];
  selectedSlotId: string | null;
  onSelect: (slot: SlotDto) => void;
  now: Date;
}

const seatsLeftLabel = (slot: SlotDto) =>
  slot.seatsLeft <= 0 ? 'Full' : `${slot.seatsLeft} ${slot.seatsLeft === 1 ? 'seat' : 'seats'} left`;

/** The times of one day as buttons; full ones are shown but cannot be picked. */
export function DaySlots({ day, slots, selectedSlotId, onSelect, now }: DaySlotsProps) {
  return (
    <Stack gap="xs" role="group" aria-label={`Times on ${formatLongDay(day)}`}>
      <Text fw={700}>{formatLongDay(day)}</Text>
      {slots.map((slot) => {
        const selected = slot._id === selectedSlotId;
        return (
          <Button
            key={slot._id}
            variant={selected ? 'filled' : 'default'}
            radius="md"
            fullWidth
            justify="space-between"
            disabled={!isBookable(slot, now)}
            aria-pressed={selected}
            onClick={() => onSelect(slot)}
            rightSection={
              <Text span size="xs" c={selected ? 'white' : 'dimmed'}>
                {seatsLeftLabel(slot)}
              </Text>
            }
          >
            {formatTimeRange(slot.startTime, slot.endTime)}
          </Button>
        );
      })}
    </Stack>
  );
}
