import {
  ConfigurationText,
  configurationValueProblem,
  PLATFORM_FEE_CONFIG_KEY,
  routes,
  type StreamerFeeDto,
} from '@lobby/contracts';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPercentage } from '@tabler/icons-react';
import { AdminList } from '../../../components/admin/admin-list';
import { AdminTable, type AdminColumn } from '../../../components/admin/admin-table';
import { ApiError, isNotFoundError } from '../../../lib/api-client';
import { confirmDanger } from '../../../lib/confirm-danger';
import { notify } from '../../../lib/notify';
import { findStar, useSetStreamerFee, useStar, useStreamerFees } from '../api/configurations';
import { useMayCall } from '../../../hooks/use-may-call';

function StarName({ id }: { id: string }) {
  const star = useStar(id);
  return (
    <Text size="sm" fw={600}>
      {star.data ? `${star.data.fullName} (@${star.data.username})` : star.isPending ? '…' : 'Unknown star'}
    </Text>
  );
}

const columns: AdminColumn<StreamerFeeDto>[] = [
  { header: 'Star', cell: (fee) => <StarName id={fee.streamerId} /> },
  { header: 'Agreed fee', align: 'right', cell: (fee) => <Text size="sm">{fee.percent} %</Text> },
];

/**
 * Staff agree a platform fee with one star (0 to 100 %, two decimals): their later sales take it instead of the
 * standard PLATFORM_FEE_PERCENT; clearing it brings the standard fee back. Past sales keep the fee they were booked at.
 */
export function PlatformFeesCard() {
  const canWrite = useMayCall(routes.adminTools.setStreamerFee);
  const fees = useStreamerFees();
  const setFee = useSetStreamerFee();
  const form = useForm({
    initialValues: { star: '', percent: '' },
    validate: {
      star: (value) => (value.trim() ? null : "Enter the star's username"),
      percent: (value) => configurationValueProblem(`${PLATFORM_FEE_CONFIG_KEY}:`, value.trim()),
    },
  });

  const submit = form.onSubmit(async (values) => {
    let streamerId: string;
    try {
      streamerId = (await findStar(values.star.trim().replace(/^@/, '')))._id;
    } catch (error) {
      form.setFieldError(
        'star',
        isNotFoundError(error) ? 'No star has this username' : 'Error finding the star',
      );
      return;
    }
    setFee.mutate(
      { streamerId, percent: values.percent.trim() },
      {
        onSuccess: ({ message }) => {
          notify.success(message);
          form.reset();
        },
      },
    );
  });

  const clear = (fee: StreamerFeeDto) =>
    canWrite && (
      <Button
        size="xs"
        variant="subtle"
        color="red"
        aria-label="Clear this star's fee"
        onClick={() =>
          confirmDanger({
            title: 'Clear the agreed fee?',
            message: 'Their later sales take the standard platform fee.',
            confirm: 'Clear',
            onConfirm: () =>
              setFee.mutate(
                { streamerId: fee.streamerId, percent: null },
                { onSuccess: ({ message }) => notify.success(message) },
              ),
          })
        }
      >
        Clear
      </Button>
    );

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Platform fees per star
      </Title>
      <Text size="sm" c="dimmed">
        A fee agreed with a star replaces the standard {PLATFORM_FEE_CONFIG_KEY} on their later sales.
      </Text>
      {canWrite && (
        <Paper withBorder radius="lg" p="md" component="form" onSubmit={submit} aria-label="Set a star's fee">
          <Stack gap="sm">
            {setFee.error instanceof ApiError && (
              <Alert color="red" variant="light">
                {setFee.error.fromServer ? setFee.error.message : ConfigurationText.percent}
              </Alert>
            )}
            <Group align="flex-start" gap="sm" grow preventGrowOverflow={false}>
              <TextInput label="Star's username" placeholder="username" {...form.getInputProps('star')} />
              <TextInput
                label="Fee (%)"
                placeholder="7.5"
                inputMode="decimal"
                {...form.getInputProps('percent')}
              />
            </Group>
            <Group justify="flex-end">
              <Button type="submit" loading={setFee.isPending}>
                Save fee
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      <AdminList
        query={fees}
        empty={{
          icon: <IconPercentage size={28} />,
          title: 'No agreed fees',
          description: 'Every star pays the standard fee.',
        }}
      >
        {(rows) => (
          <AdminTable
            rows={rows}
            rowKey={(fee) => fee.streamerId}
            columns={columns}
            actions={{ header: 'Actions', cell: clear }}
            minWidth={480}
            card={(fee) => (
              <Group justify="space-between" wrap="nowrap">
                <div style={{ minWidth: 0 }}>
                  <StarName id={fee.streamerId} />
                  <Text size="sm">{fee.percent} %</Text>
                </div>
                <div style={{ flexShrink: 0 }}>{clear(fee)}</div>
              </Group>
            )}
          />
        )}
      </AdminList>
    </Stack>
  );
}
