import {
  CONFIGURATION_KEY_PATTERN,
  ConfigurationText,
  configurationValueProblem,
  routes,
  type ConfigurationEntryDto,
} from '@lobby/contracts';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminAddButton } from '../../../components/admin/admin-page';
import { AdminList } from '../../../components/admin/admin-list';
import { AdminTable, type AdminColumn } from '../../../components/admin/admin-table';
import { FormModal } from '../../../components/form-modal';
import { ApiError } from '../../../lib/api-client';
import { confirmDanger } from '../../../lib/confirm-danger';
import { notify } from '../../../lib/notify';
import { useConfigurations, useRemoveConfiguration, useSaveConfiguration } from '../api/configurations';
import { useMayCall } from '../../../hooks/use-may-call';

function ValueCell({ entry }: { entry: ConfigurationEntryDto }) {
  if (!entry.isSet)
    return (
      <Text size="sm" c="dimmed">
        Not set · {entry.whenMissing ?? 'nothing'} is used
      </Text>
    );
  return (
    <Text size="sm" lineClamp={2} style={{ wordBreak: 'break-word' }}>
      {entry.value}
    </Text>
  );
}

const columns: AdminColumn<ConfigurationEntryDto>[] = [
  {
    header: 'Key',
    cell: (entry) => (
      <Stack gap={2}>
        <Text size="sm" fw={600} ff="monospace" style={{ wordBreak: 'break-all' }}>
          {entry.key}
        </Text>
        {!entry.known && (
          <Badge size="xs" variant="light" color="gray">
            Custom
          </Badge>
        )}
      </Stack>
    ),
  },
  { header: 'Value', maxWidth: 260, cell: (entry) => <ValueCell entry={entry} /> },
  {
    header: 'Description',
    maxWidth: 320,
    cell: (entry) => (
      <Text size="sm" c="dimmed" lineClamp={3}>
        {entry.description ?? '—'}
      </Text>
    ),
  },
];

/** Every configuration key (the ones the product reads, described, and any staff added), each editable. */
export function ConfigurationsTable() {
  const canWrite = useMayCall(routes.adminTools.saveConfiguration);
  const entries = useConfigurations();
  const remove = useRemoveConfiguration();
  const [editing, setEditing] = useState<ConfigurationEntryDto | 'new' | null>(null);

  const actions = (entry: ConfigurationEntryDto) =>
    canWrite && (
      <Group gap="xs" wrap="nowrap" justify="flex-end">
        <Button
          size="xs"
          variant="light"
          onClick={() => setEditing(entry)}
          aria-label={`${entry.isSet ? 'Edit' : 'Set'} ${entry.key}`}
        >
          {entry.isSet ? 'Edit' : 'Set'}
        </Button>
        {entry.isSet && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            aria-label={`Remove ${entry.key}`}
            onClick={() =>
              confirmDanger({
                title: `Remove ${entry.key}?`,
                message: entry.known
                  ? `The product goes back to ${entry.whenMissing ?? 'its default'}.`
                  : 'Nothing in the product reads this key.',
                confirm: 'Remove',
                onConfirm: () =>
                  remove.mutate(entry.key, { onSuccess: ({ message }) => notify.success(message) }),
              })
            }
          >
            Remove
          </Button>
        )}
      </Group>
    );

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h4">
          Configuration keys
        </Title>
        {canWrite && <AdminAddButton onClick={() => setEditing('new')}>New key</AdminAddButton>}
      </Group>
      <AdminList
        query={entries}
        empty={{
          icon: <IconSettings size={28} />,
          title: 'No configuration',
          description: 'Nothing is set.',
        }}
      >
        {(rows) => (
          <AdminTable
            rows={rows}
            rowKey={(entry) => entry.key}
            columns={columns}
            actions={{ header: 'Actions', cell: actions }}
            minWidth={820}
            card={(entry) => (
              <Stack gap={6}>
                <Text size="sm" fw={600} ff="monospace" style={{ wordBreak: 'break-all' }}>
                  {entry.key}
                </Text>
                <ValueCell entry={entry} />
                <Text size="xs" c="dimmed">
                  {entry.description ?? '—'}
                </Text>
                {actions(entry)}
              </Stack>
            )}
          />
        )}
      </AdminList>
      <FormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'New configuration key' : `Edit ${editing?.key ?? ''}`}
      >
        {editing !== null && (
          <ConfigurationForm entry={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        )}
      </FormModal>
    </Stack>
  );
}

function ConfigurationForm({ entry, onDone }: { entry: ConfigurationEntryDto | null; onDone: () => void }) {
  const save = useSaveConfiguration();
  const form = useForm({
    initialValues: {
      key: entry?.key ?? '',
      value: entry?.value ?? '',
      description: entry?.description ?? '',
    },
    validate: {
      key: (key) => (CONFIGURATION_KEY_PATTERN.test(key.trim()) ? null : ConfigurationText.badKey),
      value: (value, values) => configurationValueProblem(values.key.trim(), value.trim()),
    },
  });
  const long = entry?.rule?.kind === 'text' || entry === null;
  const submit = form.onSubmit((values) =>
    save.mutate(
      { key: values.key.trim(), value: values.value.trim(), description: values.description.trim() || null },
      {
        onSuccess: ({ message }) => {
          notify.success(message);
          onDone();
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Configuration">
      <Stack gap="md">
        {save.error instanceof ApiError && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
            {save.error.fromServer ? save.error.message : 'Error saving the configuration'}
          </Alert>
        )}
        {entry ? (
          <Paper withBorder p="sm" radius="md">
            <Text size="sm" c="dimmed">
              {entry.description}
              {entry.whenMissing && ` Not set: ${entry.whenMissing}.`}
            </Text>
          </Paper>
        ) : (
          <TextInput label="Key" placeholder="MY_SETTING" data-autofocus {...form.getInputProps('key')} />
        )}
        {long ? (
          <Textarea label="Value" autosize minRows={2} maxRows={10} {...form.getInputProps('value')} />
        ) : (
          <TextInput label="Value" data-autofocus {...form.getInputProps('value')} />
        )}
        <TextInput label="Description" {...form.getInputProps('description')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
