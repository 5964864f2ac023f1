import { routes, type CreatorApplicationDto, type CreatorApplicationStatus } from '@lobby/contracts';
import { Anchor, Badge, Button, Group, Spoiler, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserStar } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AdminList } from '../../../components/admin/admin-list';
import { AdminTable, type AdminColumn } from '../../../components/admin/admin-table';
import { notify } from '../../../lib/notify';
import { useCreatorApplications, useDecideCreatorApplication } from '../api/submissions';
import { SubmissionsToolbar } from './submissions-toolbar';
import { useMayCall } from '../../../hooks/use-may-call';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const followers = new Intl.NumberFormat('en-US', { notation: 'compact' });
const STATUS_COLOR: Record<CreatorApplicationStatus, string> = {
  pending: 'yellow',
  approved: 'teal',
  declined: 'gray',
};

/** /admin/add-influencer/ filled in from an application (the form reads these query parameters). */
export const addStarLink = (application: CreatorApplicationDto) =>
  `/admin/add-influencer/?${new URLSearchParams({
    fullName: application.name,
    email: application.email,
    country: application.country,
  }).toString()}`;

function Channels({ application }: { application: CreatorApplicationDto }) {
  return (
    <Stack gap={0}>
      {application.channels.map((channel) => (
        <Text size="sm" key={channel.url}>
          <Anchor underline="always" href={channel.url} target="_blank" rel="noopener noreferrer nofollow">
            {channel.platform}
          </Anchor>{' '}
          · {followers.format(channel.followers)} followers
        </Text>
      ))}
    </Stack>
  );
}

function Decision({ application, canWrite }: { application: CreatorApplicationDto; canWrite: boolean }) {
  const decide = useDecideCreatorApplication();
  if (application.status !== 'pending' || !canWrite) {
    return (
      <Group gap="xs">
        <Badge variant="light" color={STATUS_COLOR[application.status]}>
          {application.status}
        </Badge>
        {application.status === 'approved' && (
          <Anchor component={Link} to={addStarLink(application)} size="sm">
            Add as a star
          </Anchor>
        )}
      </Group>
    );
  }
  const act = (decision: 'approved' | 'declined') =>
    decide.mutate({ id: application._id, decision }, { onSuccess: ({ message }) => notify.success(message) });
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        color="teal"
        variant="light"
        loading={decide.isPending && decide.variables?.decision === 'approved'}
        onClick={() => act('approved')}
      >
        Approve
      </Button>
      <Button
        size="xs"
        color="gray"
        variant="default"
        loading={decide.isPending && decide.variables?.decision === 'declined'}
        onClick={() => act('declined')}
      >
        Decline
      </Button>
    </Group>
  );
}

/** Creator applications from /creator-signup, newest first, 10 a page; approve or decline once. */
export function CreatorApplicationsList() {
  const canWrite = useMayCall(routes.adminSubmissions.decideCreatorApplication);
  const [status, setStatus] = useState('pending');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 500);
  const [page, setPage] = useState(1);
  const list = useCreatorApplications({
    page,
    search: debounced,
    status: status === 'all' ? undefined : (status as CreatorApplicationStatus),
  });
  const why = (row: CreatorApplicationDto) => (
    <Spoiler maxHeight={44} showLabel="More" hideLabel="Less">
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {row.why}
      </Text>
    </Spoiler>
  );
  const columns: AdminColumn<CreatorApplicationDto>[] = [
    {
      header: 'Creator',
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {row.name} · {row.country}
          </Text>
          <Anchor size="sm" href={`mailto:${row.email}`}>
            {row.email}
          </Anchor>
          <Text size="xs" c="dimmed">
            {dateFormat.format(new Date(row.createdAt))}
          </Text>
        </Stack>
      ),
    },
    { header: 'Channels', cell: (row) => <Channels application={row} /> },
    { header: 'Games', cell: (row) => <Text size="sm">{row.games.join(', ')}</Text> },
    { header: 'Why', cell: why },
  ];
  return (
    <AdminList
      query={list}
      paging={{ page, onChange: setPage, noun: 'applications' }}
      toolbar={
        <SubmissionsToolbar
          status={status}
          statuses={[
            { value: 'pending', label: 'Pending' },
            { value: 'approved', label: 'Approved' },
            { value: 'declined', label: 'Declined' },
            { value: 'all', label: 'All' },
          ]}
          onStatus={(value) => {
            setStatus(value);
            setPage(1);
          }}
          search={search}
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
          placeholder="Search name or email"
        />
      }
      empty={{ icon: <IconUserStar size={28} />, title: 'No applications', description: 'Nothing matches.' }}
    >
      {(rows) => (
        <AdminTable
          rows={rows}
          rowKey={(row) => row._id}
          columns={columns}
          actions={{ header: 'Decision', cell: (row) => <Decision application={row} canWrite={canWrite} /> }}
          minWidth={980}
          card={(row) => (
            <Stack gap={6}>
              <Text fw={600}>
                {row.name} · {row.country}
              </Text>
              <Text size="xs" c="dimmed">
                {row.email} · {row.games.join(', ')}
              </Text>
              <Channels application={row} />
              {why(row)}
              <Decision application={row} canWrite={canWrite} />
            </Stack>
          )}
        />
      )}
    </AdminList>
  );
}
