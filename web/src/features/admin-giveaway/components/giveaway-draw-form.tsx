import { GiveawayLimits, GiveawayText, type GiveawayDrawDto, type GiveawayRule } from '@lobby/contracts';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconConfetti, IconUsers } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ApiError, isNotFoundError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { countEligible, findStar, useDrawGiveaway } from '../api/giveaways';
import { DrawSummary } from './draw-summary';

interface DrawFormValues {
  title: string;
  from: string;
  to: string;
  streamer: string;
  winners: number | string;
  seed: string;
}

/** The days picked, as the instants of the viewer's local midnights: [from's start, the day after to's start). */
function windowOf(values: DrawFormValues): { from: string; to: string } {
  return {
    from: dayjs(values.from).startOf('day').toISOString(),
    to: dayjs(values.to).startOf('day').add(1, 'day').toISOString(),
  };
}

/**
 * Staff pick who may win (fans with a booking paid on the days picked, optionally with one star) and how many win;
 * "Count eligible fans" previews the list's size, "Draw winners" draws and records the draw with its seed.
 */
export function GiveawayDrawForm() {
  const draw = useDrawGiveaway();
  const [eligible, setEligible] = useState<number | null>(null);
  const [drawn, setDrawn] = useState<GiveawayDrawDto | null>(null);
  const [checking, setChecking] = useState(false);
  const form = useForm<DrawFormValues>({
    initialValues: {
      title: '',
      from: dayjs().subtract(30, 'day').format('YYYY-MM-DD'),
      to: dayjs().format('YYYY-MM-DD'),
      streamer: '',
      winners: 1,
      seed: '',
    },
    validate: {
      title: (value) => (value.trim() ? null : 'Give the giveaway a title'),
      from: (value) => (value ? null : 'Pick the first day'),
      to: (value, values) =>
        !value
          ? 'Pick the last day'
          : dayjs(value).isBefore(dayjs(values.from))
            ? GiveawayText.badWindow
            : null,
      winners: (value) =>
        Number.isInteger(Number(value)) && Number(value) >= 1 && Number(value) <= GiveawayLimits.winnersMax
          ? null
          : `From 1 to ${GiveawayLimits.winnersMax}`,
    },
    onValuesChange: () => setEligible(null),
  });

  /** The rule of the form, with the star's username looked up; null (and the field marked) when nobody has it. */
  async function ruleOf(values: DrawFormValues): Promise<GiveawayRule | null> {
    const username = values.streamer.trim().replace(/^@/, '');
    if (!username) return windowOf(values);
    try {
      const star = await findStar(username);
      return { ...windowOf(values), streamerId: star._id };
    } catch (error) {
      if (isNotFoundError(error)) form.setFieldError('streamer', 'No star has this username');
      else notify.error(error instanceof ApiError ? error.message : 'Error finding the star');
      return null;
    }
  }

  async function check() {
    if (form.validate().hasErrors) return;
    setChecking(true);
    try {
      const rule = await ruleOf(form.getValues());
      if (rule) setEligible((await countEligible(rule)).eligibleCount);
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : 'Error counting eligible fans');
    } finally {
      setChecking(false);
    }
  }

  const submit = form.onSubmit(async (values) => {
    const rule = await ruleOf(values);
    if (!rule) return;
    draw.mutate(
      {
        ...rule,
        title: values.title.trim(),
        winners: Number(values.winners),
        ...(values.seed ? { seed: values.seed } : {}),
      },
      {
        onSuccess: (result) => {
          setDrawn(result);
          notify.success(GiveawayText.drawn);
        },
      },
    );
  });

  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="form" onSubmit={submit}>
        <Stack gap="md">
          <Title order={2} size="h4">
            New draw
          </Title>
          <TextInput
            label="Title"
            placeholder="January giveaway"
            maxLength={GiveawayLimits.titleMax}
            {...form.getInputProps('title')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput type="date" label="Booked from" {...form.getInputProps('from')} />
            <TextInput type="date" label="Booked until (inclusive)" {...form.getInputProps('to')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label="With star (optional)"
              description="A star's username: only their fans take part"
              placeholder="Any star"
              {...form.getInputProps('streamer')}
            />
            <NumberInput
              label="Winners"
              min={1}
              max={GiveawayLimits.winnersMax}
              allowDecimal={false}
              {...form.getInputProps('winners')}
            />
          </SimpleGrid>
          <TextInput
            label="Seed (optional)"
            description="Left empty, a random seed is made. The seed is recorded so anyone can re-run the draw."
            maxLength={GiveawayLimits.seedMax}
            {...form.getInputProps('seed')}
          />
          {eligible !== null && (
            <Alert variant="light" color={eligible > 0 ? 'blue' : 'yellow'} icon={<IconUsers size={18} />}>
              {eligible > 0
                ? `${eligible} ${eligible === 1 ? 'fan is' : 'fans are'} eligible.`
                : GiveawayText.noEligible}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" loading={checking} onClick={check}>
              Count eligible fans
            </Button>
            <Button type="submit" leftSection={<IconConfetti size={16} />} loading={draw.isPending}>
              Draw winners
            </Button>
          </Group>
        </Stack>
      </Paper>
      {drawn && (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} role="group" aria-label="Drawn winners">
          <Text fw={600} mb="xs">
            Winners of {drawn.title}
          </Text>
          <DrawSummary draw={drawn} />
        </Paper>
      )}
    </Stack>
  );
}
