import '@mantine/dates/styles.css';
import { InputLimits, SuccessText, type GigDto } from '@lobby/contracts';
import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Switch, Text } from '@mantine/core';
import { DatePickerInput, TimeInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCalendar, IconClock } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { notify } from '../../../lib/notify';
import { errorText } from '../../../lib/query-client';
import { useAddSlots } from '../api/add-slots';
import { useSlotGigs } from '../api/get-slot-gigs';
import { addSlotsBody, addSlotsValidator, type AddSlotsFormValues } from '../utils/add-slots-form';
import { timeZoneLabel, viewerTimeZone } from '../../../lib/viewer-time';

interface AddSlotsModalProps {
  opened: boolean;
  starId: string;
  /** '?streamerId=…' when a moderator acts for the streamer, else ''. */
  query: string;
  /** The day the form starts on (the day picked in the calendar), YYYY-MM-DD. */
  initialDate: string;
  onClose: () => void;
  /** Called after the server added the slots, with the (first) day they were added on. */
  onAdded?: (date: string) => void;
}

/** Seats a new slot of this gig starts with: its game mode's players when known, else 1. */
const defaultSeats = (gig: GigDto | undefined) => gig?._game_mode_id?.no_of_players || 1;

/** A gig with a game mode has slots of the mode's length (booking's rule): the end follows from the start. */
const modeMinutesOf = (gig: GigDto | undefined) => gig?._game_mode_id?.duration || null;

/** HH:mm `minutes` after `start` (HH:mm), and whether that is on the next day. */
function endAfter(start: string, minutes: number): { time: string; nextDay: boolean } | null {
  if (!/^\d{2}:\d{2}$/.test(start)) return null;
  const [hours, mins] = start.split(':').map(Number);
  const total = hours * 60 + mins + minutes;
  const inDay = total % (24 * 60);
  const pad = (value: number) => String(value).padStart(2, '0');
  return { time: `${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}`, nextDay: total >= 24 * 60 };
}

/** The form that adds one slot of a gig, or the same slot on several consecutive weeks. */
export function AddSlotsModal({ opened, starId, query, initialDate, onClose, onAdded }: AddSlotsModalProps) {
  const gigs = useSlotGigs(starId, query, opened);
  const add = useAddSlots(starId, query);
  const timeZone = viewerTimeZone();
  const today = dayjs().format('YYYY-MM-DD');
  const gigList = gigs.data ?? [];

  const form = useForm<AddSlotsFormValues>({
    initialValues: {
      gigId: null,
      date: null,
      startTime: '',
      endTime: '',
      seats: 1,
      repeat: false,
      repeatWeeks: 4,
    },
    validate: addSlotsValidator((gigId) => modeMinutesOf(gigList.find((gig) => gig._id === gigId)), timeZone),
  });

  // A fresh form each time the dialog opens, on the day picked in the calendar (today at the earliest).
  const { setValues, resetDirty } = form;
  const { reset } = add;
  useEffect(() => {
    if (!opened) return;
    reset();
    setValues({
      gigId: null,
      date: initialDate < today ? today : initialDate,
      startTime: '',
      endTime: '',
      seats: 1,
      repeat: false,
      repeatWeeks: 4,
    });
    resetDirty();
  }, [opened, initialDate, today, setValues, resetDirty, reset]);

  // One gig: choose it at once.
  const onlyGig = gigList.length === 1 ? gigList[0] : undefined;
  const { setFieldValue } = form;
  const chosenGigId = form.values.gigId;
  useEffect(() => {
    if (opened && onlyGig && !chosenGigId) {
      setFieldValue('gigId', onlyGig._id);
      setFieldValue('seats', defaultSeats(onlyGig));
    }
  }, [opened, onlyGig, chosenGigId, setFieldValue]);

  const chosenGig = gigList.find((gig) => gig._id === form.values.gigId);
  const modeMinutes = modeMinutesOf(chosenGig);
  const modeEnd = modeMinutes ? endAfter(form.values.startTime, modeMinutes) : null;

  const submit = form.onSubmit((values) => {
    add.mutate(addSlotsBody(values, modeMinutes, timeZone), {
      onSuccess: () => {
        notify.success(SuccessText.slotsAdded);
        onClose();
        onAdded?.(values.date!);
      },
    });
  });

  const noGigs = gigs.isSuccess && gigList.length === 0;

  return (
    <Modal opened={opened} onClose={onClose} title="Add slots" centered size="lg" fullScreen={false}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {gigs.isError && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle />}>
              {gigs.error.message}
            </Alert>
          )}
          {noGigs && (
            <Alert color="violet" variant="light" icon={<IconAlertTriangle />}>
              You have no active gigs. Add or unarchive a gig on the gigs page first.
            </Alert>
          )}
          <Select
            label="Gig"
            placeholder={gigs.isPending ? 'Loading gigs…' : 'Choose a gig'}
            data={gigList.map((gig) => ({ value: gig._id, label: gig.product_title }))}
            disabled={gigs.isPending || noGigs}
            searchable
            nothingFoundMessage="No gig has that name"
            withAsterisk
            {...form.getInputProps('gigId')}
            onChange={(value) => {
              form.setFieldValue('gigId', value);
              form.setFieldValue('seats', defaultSeats(gigList.find((gig) => gig._id === value)));
            }}
          />
          <DatePickerInput
            label="Date"
            placeholder="Pick a day"
            leftSection={<IconCalendar size={16} />}
            minDate={today}
            firstDayOfWeek={1}
            valueFormat="ddd, D MMM YYYY"
            withAsterisk
            popoverProps={{ withinPortal: true }}
            {...form.getInputProps('date')}
          />
          <Group grow align="flex-start" gap="sm">
            <TimeInput
              label="Start"
              leftSection={<IconClock size={16} />}
              withAsterisk
              {...form.getInputProps('startTime')}
            />
            {modeMinutes ? (
              // The same time field as the start, read-only, so both show the viewer's one time format.
              <TimeInput
                label="End"
                leftSection={<IconClock size={16} />}
                readOnly
                value={modeEnd?.time ?? ''}
                description={`${modeMinutes} min, the length of ${chosenGig!._game_mode_id!.name}${modeEnd?.nextDay ? ', ends the next day' : ''}`}
              />
            ) : (
              <TimeInput
                label="End"
                leftSection={<IconClock size={16} />}
                withAsterisk
                {...form.getInputProps('endTime')}
              />
            )}
          </Group>
          <Text size="xs" c="dimmed" mt={-8}>
            Times are in your time zone, {timeZoneLabel(timeZone)}.
          </Text>
          <NumberInput
            label="Seats"
            description="Players who can book this slot"
            min={1}
            max={InputLimits.slotSeatsMax}
            allowDecimal={false}
            allowNegative={false}
            withAsterisk
            {...form.getInputProps('seats')}
          />
          <Switch
            label="Repeat weekly"
            description="Add the same slot on the following weeks too"
            {...form.getInputProps('repeat', { type: 'checkbox' })}
          />
          {form.values.repeat && (
            <NumberInput
              label="Number of weeks"
              description="Including the first week"
              min={1}
              max={InputLimits.slotRepeatWeeksMax}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('repeatWeeks')}
            />
          )}
          {add.isError && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle />} role="alert">
              {errorText(add.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending} disabled={noGigs}>
              Add slots
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
