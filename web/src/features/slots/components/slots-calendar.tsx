import type { SlotDto } from '@lobby/contracts';
import { ActionIcon, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { formatTime, localDayKey } from '../../../lib/viewer-time';
import classes from './slots-calendar.module.css';
import { loadingRegion } from '../../../lib/loading-region';

/** Class names whose flag is set, joined. */
const cx = (base: string, flags: Record<string, boolean>) =>
  [base, ...Object.keys(flags).filter((name) => flags[name])].join(' ');

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
/** Slots a day cell names on a wide screen; the rest are counted. */
const CHIPS_PER_DAY = 3;

interface SlotsCalendarProps {
  /** The first day of the month shown, YYYY-MM-DD. */
  month: string;
  slots: SlotDto[];
  /** The day whose slots are listed next to the calendar, YYYY-MM-DD. */
  selectedDay: string;
  loading: boolean;
  onMonthChange: (month: string) => void;
  onSelectDay: (day: string) => void;
  onOpenSlot: (slot: SlotDto) => void;
}

/** Groups slots by the day they start on in the viewer's zone, each day's in start order. */
export function slotsByDay(slots: SlotDto[]): Map<string, SlotDto[]> {
  const days = new Map<string, SlotDto[]>();
  for (const slot of [...slots].sort((a, b) => a.startTime.localeCompare(b.startTime))) {
    const key = localDayKey(slot.startTime);
    days.set(key, [...(days.get(key) ?? []), slot]);
  }
  return days;
}

/** A Monday-first month grid with each day's slots (names on wide screens, dots on phones). */
export function SlotsCalendar({
  month,
  slots,
  selectedDay,
  loading,
  onMonthChange,
  onSelectDay,
  onOpenSlot,
}: SlotsCalendarProps) {
  const first = dayjs(month).startOf('month');
  const byDay = useMemo(() => slotsByDay(slots), [slots]);
  const today = dayjs().format('YYYY-MM-DD');

  // From the Monday on or before the 1st to the Sunday on or after the last day.
  const start = first.subtract((first.day() + 6) % 7, 'day');
  const last = first.endOf('month');
  const end = last.add((7 - last.day()) % 7, 'day');
  const days: dayjs.Dayjs[] = [];
  for (let day = start; !day.isAfter(end, 'day'); day = day.add(1, 'day')) days.push(day);

  return (
    <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" px={4}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Previous month"
            onClick={() => onMonthChange(first.subtract(1, 'month').format('YYYY-MM-DD'))}
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
          <Group gap="xs" wrap="nowrap">
            <Title order={2} fz={{ base: 'lg', sm: 'xl' }} aria-live="polite">
              {first.format('MMMM YYYY')}
            </Title>
            {loading && <Loader size="xs" {...loadingRegion('Loading slots')} />}
          </Group>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Next month"
            onClick={() => onMonthChange(first.add(1, 'month').format('YYYY-MM-DD'))}
          >
            <IconChevronRight size={18} />
          </ActionIcon>
        </Group>
        <div>
          <div className={classes.weekdays} aria-hidden="true">
            {WEEKDAYS.map((name) => (
              <div key={name} className={classes.weekday}>
                {name}
              </div>
            ))}
          </div>
          <div className={classes.grid}>
            {days.map((day) => {
              const key = day.format('YYYY-MM-DD');
              const daySlots = byDay.get(key) ?? [];
              const full = (slot: SlotDto) => slot.seatsLeft <= 0;
              return (
                <div
                  key={key}
                  className={cx(classes.day, {
                    [classes.outside]: !day.isSame(first, 'month'),
                    [classes.past]: key < today,
                    [classes.selected]: key === selectedDay,
                  })}
                  onClick={() => onSelectDay(key)}
                >
                  <button
                    type="button"
                    className={classes.dayButton}
                    aria-pressed={key === selectedDay}
                    aria-label={`${day.format('dddd D MMMM')}: ${daySlots.length} ${daySlots.length === 1 ? 'slot' : 'slots'}`}
                    onClick={(event) => {
                      event.stopPropagation();
                      onSelectDay(key);
                    }}
                  >
                    <span className={cx(classes.dayNumber, { [classes.todayNumber]: key === today })}>
                      {day.date()}
                    </span>
                  </button>
                  {daySlots.length > 0 && (
                    <>
                      <div className={classes.chips}>
                        {daySlots.slice(0, CHIPS_PER_DAY).map((slot) => (
                          <button
                            key={slot._id}
                            type="button"
                            className={cx(classes.chip, { [classes.chipFull]: full(slot) })}
                            title={`${formatTime(slot.startTime)}, ${slot.seatsLeft} of ${slot.seats} seats left`}
                            onClick={(event) => {
                              event.stopPropagation();
                              onSelectDay(key);
                              onOpenSlot(slot);
                            }}
                          >
                            {formatTime(slot.startTime)} · {slot.seatsTaken}/{slot.seats}
                          </button>
                        ))}
                        {daySlots.length > CHIPS_PER_DAY && (
                          <Text size="xs" c="dimmed" px={6}>
                            +{daySlots.length - CHIPS_PER_DAY} more
                          </Text>
                        )}
                      </div>
                      <div className={classes.dots} aria-hidden="true">
                        {daySlots.slice(0, 6).map((slot) => (
                          <span
                            key={slot._id}
                            className={cx(classes.dot, { [classes.dotFull]: full(slot) })}
                          />
                        ))}
                      </div>
                    </>
                  )}
                </div>
              );
            })}
          </div>
        </div>
      </Stack>
    </Paper>
  );
}
