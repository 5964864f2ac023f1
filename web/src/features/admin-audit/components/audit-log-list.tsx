import '@mantine/dates/styles.css';
import type { AuditEntryDto } from '@lobby/contracts';
import { Anchor, Badge, Button, Code, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCalendar, IconFilterOff, IconHistory } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { AdminList } from '../../../components/admin/admin-list';
import { useAuditLog } from '../api/audit-log';
import { useActorOptions } from '../api/staff-options';
import { AuditDiff } from './audit-diff';

const DAY_FORMAT = 'D MMM YYYY';
const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

interface Filters {
  actorId: string | null;
  action: string;
  targetType: string;
  targetId: string;
  range: DatesRangeValue<string>;
}

const noFilters: Filters = { actorId: null, action: '', targetType: '', targetId: '', range: [null, null] };

function rangeText([first, last]: DatesRangeValue<string>): string {
  if (!first) return 'Any day';
  const day = (value: string) => dayjs(value).format(DAY_FORMAT);
  return last ? `${day(first)} – ${day(last)}` : day(first);
}

function AuditEntry({
  entry,
  onFilter,
}: {
  entry: AuditEntryDto;
  onFilter: (patch: Partial<Filters>) => void;
}) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap={6}>
              <Anchor
                component="button"
                size="sm"
                fw={700}
                onClick={() => onFilter({ actorId: entry.actorId })}
              >
                {entry.actorUsername ? `@${entry.actorUsername}` : 'Unknown staff member'}
              </Anchor>
              {entry.actorRole && (
                <Badge size="sm" variant="outline" color="violet">
                  {entry.actorRole}
                </Badge>
              )}
              <Code>{entry.action}</Code>
            </Group>
            <Text size="sm">
              {entry.target.type}:{' '}
              <Anchor
                component="button"
                size="sm"
                onClick={() => onFilter({ targetType: entry.target.type, targetId: entry.target.id })}
              >
                {entry.target.label ?? entry.target.id}
              </Anchor>
            </Text>
          </Stack>
          <Text size="xs" c="dimmed">
            {timeFormat.format(new Date(entry.at))}
          </Text>
        </Group>
        <AuditDiff before={entry.before} after={entry.after} />
      </Stack>
    </Paper>
  );
}

/**
 * Issue 17 item 8: every staff write, newest first, ten a page, filtered by who, what (an action prefix such as
 * 'catalog.' or 'identity.staff'), which record and when. Clicking a name or a target filters by it.
 */
export function AuditLogList() {
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [page, setPage] = useState(1);
  const [actorSearch, setActorSearch] = useState('');
  const [debounced] = useDebouncedValue(
    {
      action: filters.action.trim(),
      targetType: filters.targetType.trim(),
      targetId: filters.targetId.trim(),
    },
    300,
  );
  const actors = useActorOptions(actorSearch.replace(/^@/, ''));
  const [first, last] = filters.range;
  const log = useAuditLog({
    page,
    actorId: filters.actorId ?? undefined,
    ...debounced,
    from: first ? dayjs(first).startOf('day').toISOString() : undefined,
    to: first
      ? dayjs(last ?? first)
          .endOf('day')
          .toISOString()
      : undefined,
  });
  const update = (patch: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  const filtered = JSON.stringify(filters) !== JSON.stringify(noFilters);
  const actorData = actors.data ?? [];
  const knownActor = filters.actorId && !actorData.some((option) => option.value === filters.actorId);

  return (
    <AdminList
      query={log}
      paging={{ page, onChange: setPage, noun: 'entries' }}
      toolbar={
        <Group gap="sm" align="flex-end">
          <Select
            label="Staff member"
            placeholder="Anyone"
            searchable
            clearable
            data={
              knownActor ? [...actorData, { value: filters.actorId!, label: 'Picked member' }] : actorData
            }
            value={filters.actorId}
            onChange={(actorId) => update({ actorId })}
            onSearchChange={setActorSearch}
            nothingFoundMessage="Nobody found"
            w={{ base: '100%', xs: 200 }}
          />
          <TextInput
            label="Action"
            placeholder="e.g. identity.staff"
            value={filters.action}
            onChange={(event) => update({ action: event.currentTarget.value })}
            w={{ base: '100%', xs: 200 }}
          />
          <TextInput
            label="Target type"
            placeholder="e.g. game"
            value={filters.targetType}
            onChange={(event) => update({ targetType: event.currentTarget.value })}
            w={{ base: '100%', xs: 140 }}
          />
          <TextInput
            label="Target id"
            value={filters.targetId}
            onChange={(event) => update({ targetId: event.currentTarget.value })}
            w={{ base: '100%', xs: 200 }}
          />
          <DatePickerInput
            type="range"
            label="Days"
            placeholder="Any day"
            aria-label={`${rangeText(filters.range)}: the days of the actions`}
            valueFormat={DAY_FORMAT}
            leftSection={<IconCalendar size={16} />}
            clearable
            allowSingleDateInRange
            value={filters.range}
            onChange={(range) => update({ range })}
            w={{ base: '100%', xs: 250 }}
            popoverProps={{ withinPortal: true }}
          />
          {filtered && (
            <Button
              variant="subtle"
              leftSection={<IconFilterOff size={16} />}
              onClick={() => update(noFilters)}
            >
              Clear filters
            </Button>
          )}
        </Group>
      }
      empty={{
        icon: <IconHistory size={28} />,
        title: 'No entries',
        description: filtered
          ? 'No staff action matches these filters.'
          : 'No staff action has been recorded yet.',
      }}
    >
      {(rows) => (
        <Stack gap="sm">
          {rows.map((entry) => (
            <AuditEntry key={entry._id} entry={entry} onFilter={update} />
          ))}
        </Stack>
      )}
    </AdminList>
  );
}
