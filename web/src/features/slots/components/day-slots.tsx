import type { SlotDto } from '@lobby/contracts';
import { Badge, Button, EmptyState, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconChevronRight } from '@tabler/icons-react';
import { formatLongDay, formatTimeRange } from '../../../lib/viewer-time';
import classes from './slots-calendar.module.css';

interface DaySlotsProps {
  /** YYYY-MM-DD. */
  day: string;
  slots: SlotDto[];
  gigTitles: Map<string, string>;
  /** Whether new slots can start on this day (today or later). */
  canAdd: boolean;
  onAdd: () => void;
  onOpenSlot: (slot: SlotDto) => void;
}

/** The slots of the day picked in the calendar, each opening its details. */
export function DaySlots({ day, slots, gigTitles, canAdd, onAdd, onOpenSlot }: DaySlotsProps) {
  return (
    <Paper withBorder radius="lg" p="md" h="100%">
      <Stack gap="sm">
        <Stack gap={0}>
          <Title order={3} fz="md">
            {formatLongDay(day)}
          </Title>
          <Text size="sm" c="dimmed">
            {slots.length === 0 ? 'No slots' : `${slots.length} ${slots.length === 1 ? 'slot' : 'slots'}`}
          </Text>
        </Stack>
        {slots.length === 0 ? (
          <EmptyState
            icon={<IconCalendarPlus size={24} />}
            withIndicatorBackground
            title="Nothing on this day"
            description={canAdd ? 'Add a slot so fans can book a session.' : 'This day has passed.'}
          >
            {canAdd && (
              <Button size="xs" variant="light" onClick={onAdd}>
                Add slots
              </Button>
            )}
          </EmptyState>
        ) : (
          slots.map((slot) => (
            <button key={slot._id} type="button" className={classes.slotRow} onClick={() => onOpenSlot(slot)}>
              <Stack gap={2} miw={0} style={{ flex: 1 }}>
                <Text fw={700} size="sm">
                  {formatTimeRange(slot.startTime, slot.endTime)}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {gigTitles.get(slot._gig_id) ?? 'Gig'}
                </Text>
              </Stack>
              {slot.cancelledAt ? (
                <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                  Cancelled
                </Badge>
              ) : (
                <Badge
                  variant="light"
                  color={slot.seatsLeft === 0 ? 'pink' : 'teal'}
                  style={{ flexShrink: 0 }}
                >
                  {slot.seatsLeft === 0 ? 'Full' : `${slot.seatsLeft} left`}
                </Badge>
              )}
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {slot.seatsTaken}/{slot.seats}
              </Text>
              <IconChevronRight size={16} style={{ flexShrink: 0, opacity: 0.6 }} />
            </button>
          ))
        )}
      </Stack>
    </Paper>
  );
}
