import {
  routes,
  type ContactSubmissionDto,
  type EarlyAccessSubmissionDto,
  type SubmissionKind,
  type SubmissionStatus,
} from '@lobby/contracts';
import { Anchor, Badge, Button, Spoiler, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminList } from '../../../components/admin/admin-list';
import { AdminTable, type AdminColumn } from '../../../components/admin/admin-table';
import { notify } from '../../../lib/notify';
import {
  downloadSubmissionsCsv,
  useContactSubmissions,
  useEarlyAccessSubmissions,
  useMarkHandled,
} from '../api/submissions';
import { SubmissionsToolbar } from './submissions-toolbar';
import { useMayCall } from '../../../hooks/use-may-call';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string) => dateFormat.format(new Date(iso));

const STATUSES = [
  { value: 'open', label: 'Open' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
];

/** The filters and paging both lists share. */
function useListState() {
  const [status, setStatus] = useState('open');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 500);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const filter = {
    page,
    search: debounced,
    status: status === 'all' ? undefined : (status as SubmissionStatus),
  };
  return { status, setStatus, search, setSearch, page, setPage, filter, exporting, setExporting };
}

function HandledButton({
  kind,
  row,
  canWrite,
}: {
  kind: SubmissionKind;
  row: { _id: string; handledAt: string | null };
  canWrite: boolean;
}) {
  const mark = useMarkHandled(kind);
  if (!canWrite)
    return (
      <Badge variant="light" color={row.handledAt ? 'teal' : 'yellow'}>
        {row.handledAt ? 'Handled' : 'Open'}
      </Badge>
    );
  return (
    <Button
      size="xs"
      variant={row.handledAt ? 'default' : 'light'}
      color={row.handledAt ? 'gray' : 'teal'}
      loading={mark.isPending}
      onClick={() =>
        mark.mutate(
          { id: row._id, handled: !row.handledAt },
          { onSuccess: ({ message }) => notify.success(message) },
        )
      }
    >
      {row.handledAt ? 'Reopen' : 'Mark handled'}
    </Button>
  );
}

function Toolbar({
  kind,
  state,
  placeholder,
  canExport,
}: {
  kind: SubmissionKind;
  state: ReturnType<typeof useListState>;
  placeholder: string;
  canExport: boolean;
}) {
  return (
    <SubmissionsToolbar
      status={state.status}
      statuses={STATUSES}
      onStatus={(value) => {
        state.setStatus(value);
        state.setPage(1);
      }}
      search={state.search}
      onSearch={(value) => {
        state.setSearch(value);
        state.setPage(1);
      }}
      placeholder={placeholder}
      exporting={state.exporting}
      onExport={
        canExport
          ? () => {
              state.setExporting(true);
              downloadSubmissionsCsv(kind, state.filter)
                .catch((error: Error) => notify.error(error.message))
                .finally(() => state.setExporting(false));
            }
          : undefined
      }
    />
  );
}

/** /admin/contact-us-submissions: messages newest first, 10 a page, searched, marked handled, exported. */
export function ContactSubmissionsList() {
  const canWrite = useMayCall(routes.adminSubmissions.contactHandled);
  const canExport = useMayCall(routes.adminSubmissions.contactCsv);
  const state = useListState();
  const list = useContactSubmissions(state.filter);
  const message = (row: ContactSubmissionDto) => (
    <Spoiler maxHeight={44} showLabel="More" hideLabel="Less">
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {row.message}
      </Text>
    </Spoiler>
  );
  const columns: AdminColumn<ContactSubmissionDto>[] = [
    { header: 'Received', cell: (row) => <Text size="sm">{when(row.createdAt)}</Text> },
    {
      header: 'From',
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {row.name}
          </Text>
          <Anchor size="sm" href={`mailto:${row.email}`}>
            {row.email}
          </Anchor>
        </Stack>
      ),
    },
    { header: 'Topic', cell: (row) => <Text size="sm">{row.subject}</Text> },
    { header: 'Message', cell: message },
  ];
  return (
    <AdminList
      query={list}
      paging={{ page: state.page, onChange: state.setPage, noun: 'messages' }}
      toolbar={
        <Toolbar
          kind="contact"
          state={state}
          placeholder="Search name, email or text"
          canExport={canExport}
        />
      }
      empty={{ icon: <IconInbox size={28} />, title: 'No messages', description: 'Nothing matches.' }}
    >
      {(rows) => (
        <AdminTable
          rows={rows}
          rowKey={(row) => row._id}
          columns={columns}
          actions={{
            header: 'State',
            cell: (row) => <HandledButton kind="contact" row={row} canWrite={canWrite} />,
          }}
          minWidth={900}
          card={(row) => (
            <Stack gap={6}>
              <Text fw={600}>
                {row.name} · <Anchor href={`mailto:${row.email}`}>{row.email}</Anchor>
              </Text>
              <Text size="xs" c="dimmed">
                {when(row.createdAt)} · {row.subject}
              </Text>
              {message(row)}
              <HandledButton kind="contact" row={row} canWrite={canWrite} />
            </Stack>
          )}
        />
      )}
    </AdminList>
  );
}

/** /admin/early-access-submissions: one row per email, newest first, 10 a page. */
export function EarlyAccessSubmissionsList() {
  const canWrite = useMayCall(routes.adminSubmissions.earlyAccessHandled);
  const canExport = useMayCall(routes.adminSubmissions.earlyAccessCsv);
  const state = useListState();
  const list = useEarlyAccessSubmissions(state.filter);
  const links = (row: EarlyAccessSubmissionDto) =>
    row.links.length === 0 ? (
      <Text size="sm" c="dimmed">
        No links
      </Text>
    ) : (
      <Stack gap={0}>
        {row.links.map((link) => (
          <Anchor
            key={link}
            size="sm"
            href={link}
            target="_blank"
            rel="noopener noreferrer nofollow"
            style={{ wordBreak: 'break-all' }}
          >
            {link}
          </Anchor>
        ))}
      </Stack>
    );
  const columns: AdminColumn<EarlyAccessSubmissionDto>[] = [
    { header: 'Received', cell: (row) => <Text size="sm">{when(row.createdAt)}</Text> },
    {
      header: 'Who',
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {row.name ?? '—'}
          </Text>
          <Anchor size="sm" href={`mailto:${row.email}`}>
            {row.email}
          </Anchor>
        </Stack>
      ),
    },
    {
      header: 'Role',
      cell: (row) => (
        <Badge variant="light" color={row.role === 'creator' ? 'grape' : 'blue'}>
          {row.role}
        </Badge>
      ),
    },
    { header: 'Links', cell: links },
  ];
  return (
    <AdminList
      query={list}
      paging={{ page: state.page, onChange: state.setPage, noun: 'sign-ups' }}
      toolbar={
        <Toolbar kind="early-access" state={state} placeholder="Search name or email" canExport={canExport} />
      }
      empty={{ icon: <IconInbox size={28} />, title: 'No sign-ups', description: 'Nothing matches.' }}
    >
      {(rows) => (
        <AdminTable
          rows={rows}
          rowKey={(row) => row._id}
          columns={columns}
          actions={{
            header: 'State',
            cell: (row) => <HandledButton kind="early-access" row={row} canWrite={canWrite} />,
          }}
          minWidth={820}
          card={(row) => (
            <Stack gap={6}>
              <Text fw={600}>{row.name ?? row.email}</Text>
              <Text size="xs" c="dimmed">
                {when(row.createdAt)} · {row.role} · {row.email}
              </Text>
              {links(row)}
              <HandledButton kind="early-access" row={row} canWrite={canWrite} />
            </Stack>
          )}
        />
      )}
    </AdminList>
  );
}
