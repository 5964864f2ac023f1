import type { SlotDto } from '@lobby/contracts';
import { Alert, Badge, Button, Grid, Group, Stack } from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconWorld } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useMemo, useState, type ReactNode } from 'react';
import { useMonthSlots } from '../api/get-month-slots';
import { useSlotGigs } from '../api/get-slot-gigs';
import { timeZoneLabel, viewerTimeZone } from '../../../lib/viewer-time';
import { AddSlotsModal } from './add-slots-modal';
import { DaySlots } from './day-slots';
import { SlotDetailsModal } from './slot-details-modal';
import { SlotsCalendar, slotsByDay } from './slots-calendar';
import { StreamerOrders } from './streamer-orders';

interface SlotsDashboardProps {
  starId: string;
  /** '?streamerId=…' when a moderator acts for the streamer, else ''. */
  query: string;
  /** Rendered at the left of the toolbar, such as the page title. */
  heading: ReactNode;
}

/** The streamer's month of slots and paid orders, the picked day's slots, adding slots and a slot's fans. */
export function SlotsDashboard({ starId, query, heading }: SlotsDashboardProps) {
  const timeZone = viewerTimeZone();
  const today = dayjs().format('YYYY-MM-DD');
  const [month, setMonth] = useState(() => dayjs().startOf('month').format('YYYY-MM-DD'));
  const [selectedDay, setSelectedDay] = useState(today);
  const [addOpened, setAddOpened] = useState(false);
  const [openSlot, setOpenSlot] = useState<SlotDto | null>(null);

  const shown = dayjs(month);
  const monthRef = { month: shown.month() + 1, year: shown.year() };
  const slots = useMonthSlots(starId, query, monthRef, timeZone);
  const gigs = useSlotGigs(starId, query);
  const gigTitles = useMemo(
    () => new Map((gigs.data ?? []).map((gig) => [gig._id, gig.product_title])),
    [gigs.data],
  );
  const byDay = useMemo(() => slotsByDay(slots.data ?? []), [slots.data]);

  const changeMonth = (next: string) => {
    setMonth(next);
    // Keep the picked day inside the month shown: today in the current month, else the 1st.
    setSelectedDay(dayjs(next).isSame(dayjs(), 'month') ? today : next);
  };
  const selectDay = (day: string) => {
    setSelectedDay(day);
    if (!dayjs(day).isSame(shown, 'month')) setMonth(dayjs(day).startOf('month').format('YYYY-MM-DD'));
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        {heading}
        <Button leftSection={<IconPlus size={16} />} onClick={() => setAddOpened(true)}>
          Add slots
        </Button>
      </Group>
      <Group gap="xs">
        <Badge variant="light" color="gray" size="lg" leftSection={<IconWorld size={14} />} tt="none">
          Times in {timeZoneLabel(timeZone)}
        </Badge>
      </Group>
      {slots.isError && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle />}>
          {slots.error.message}
        </Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <SlotsCalendar
            month={month}
            slots={slots.data ?? []}
            selectedDay={selectedDay}
            loading={slots.isFetching}
            onMonthChange={changeMonth}
            onSelectDay={selectDay}
            onOpenSlot={setOpenSlot}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <DaySlots
            day={selectedDay}
            slots={byDay.get(selectedDay) ?? []}
            gigTitles={gigTitles}
            canAdd={selectedDay >= today}
            onAdd={() => setAddOpened(true)}
            onOpenSlot={setOpenSlot}
          />
        </Grid.Col>
      </Grid>
      {/* Keyed by the month, so another month starts again from its first page. */}
      <StreamerOrders key={month} starId={starId} query={query} month={monthRef} />
      <AddSlotsModal
        opened={addOpened}
        starId={starId}
        query={query}
        initialDate={selectedDay}
        onClose={() => setAddOpened(false)}
        onAdded={selectDay}
      />
      <SlotDetailsModal
        slotId={openSlot?._id ?? null}
        gigTitle={openSlot ? (gigTitles.get(openSlot._gig_id) ?? null) : null}
        starId={starId}
        query={query}
        onClose={() => setOpenSlot(null)}
      />
    </Stack>
  );
}
