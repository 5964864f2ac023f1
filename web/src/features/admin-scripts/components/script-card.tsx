import { mayCallStaffRoute, type ScriptName, type ScriptRunDto } from '@lobby/contracts';
import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { confirmDanger } from '../../../lib/confirm-danger';
import { notify } from '../../../lib/notify';
import { useCurrentUserFromStore } from '../../../stores/auth-store';
import { applyScript, previewScript, scriptRoutesOf } from '../api/scripts';

interface ScriptCardProps {
  script: ScriptName;
  title: string;
  description: string;
  /** What a change breaks, said before it is applied. */
  warning: string;
  /** "username", "slug". */
  noun: string;
}

/** One script: a dry run listing old → new (clashes marked), then applying it after a confirmation. */
export function ScriptCard({ script, title, description, warning, noun }: ScriptCardProps) {
  const user = useCurrentUserFromStore();
  const routes = scriptRoutesOf(script);
  const may = (route: (typeof routes)['preview'] | (typeof routes)['apply']) =>
    user !== null && mayCallStaffRoute(user.role, user.permissions, route);
  const [result, setResult] = useState<ScriptRunDto | null>(null);
  const [busy, setBusy] = useState<'preview' | 'apply' | null>(null);

  if (!may(routes.preview)) return null;

  async function run(kind: 'preview' | 'apply') {
    setBusy(kind);
    try {
      const answer = kind === 'preview' ? await previewScript(script) : await applyScript(script);
      setResult(answer);
      if (answer.applied) notify.success(`Changed: ${answer.changes.length}`);
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : `Error running the ${noun} script`);
    } finally {
      setBusy(null);
    }
  }

  const conflictIds = new Set(result?.conflicts.map((change) => change.id));
  const pending = result && !result.applied ? result.changes.length : 0;
  const applyLabel = `Apply ${pending} ${pending === 1 ? 'change' : 'changes'}`;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-label={title} component="section">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </div>
        <Group gap="sm">
          <Button variant="default" loading={busy === 'preview'} onClick={() => run('preview')}>
            Dry run
          </Button>
          {may(routes.apply) && pending > 0 && (
            <Button
              color="red"
              loading={busy === 'apply'}
              onClick={() =>
                confirmDanger({
                  title: `Change ${pending} ${pending === 1 ? noun : `${noun}s`}?`,
                  message: warning,
                  detail: 'The script plans again when it runs and applies that plan.',
                  confirm: applyLabel,
                  onConfirm: () => void run('apply'),
                })
              }
            >
              {applyLabel}
            </Button>
          )}
        </Group>
        {result && (
          <Stack gap="xs">
            <Alert
              variant="light"
              color={result.applied ? 'teal' : result.changes.length ? 'yellow' : 'blue'}
              icon={result.applied ? <IconCheck size={18} /> : <IconAlertTriangle size={18} />}
            >
              {result.applied
                ? `Applied: ${result.changes.length} changed, ${result.unchanged} already fine.`
                : result.changes.length
                  ? `Dry run: ${result.changes.length} would change (${result.conflicts.length} clashing), ${result.unchanged} already fine. Nothing is written yet.`
                  : `Dry run: every ${noun} is already fine (${result.unchanged}).`}
            </Alert>
            {result.changes.length > 0 && (
              <Table.ScrollContainer minWidth={520}>
                <Table verticalSpacing="xs" aria-label={`${title}: changes`}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>For</Table.Th>
                      <Table.Th>Old</Table.Th>
                      <Table.Th>New</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {result.changes.map((change) => (
                      <Table.Tr key={change.id}>
                        <Table.Td>
                          <Text size="sm">{change.label}</Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm" ff="monospace">
                            {change.from}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Group gap={6} wrap="nowrap">
                            <Text size="sm" ff="monospace">
                              {change.to}
                            </Text>
                            {conflictIds.has(change.id) && (
                              <Badge size="xs" color="yellow" variant="light">
                                Clash: numbered
                              </Badge>
                            )}
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
