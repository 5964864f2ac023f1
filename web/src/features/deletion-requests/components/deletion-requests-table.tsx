import type { DeletionRequestDto, DeletionRequestStatus } from '@lobby/contracts';
import { Badge, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminList } from '../../../components/admin/admin-list';
import { AdminTable, type AdminColumn } from '../../../components/admin/admin-table';
import { confirmDanger } from '../../../lib/confirm-danger';
import { notify } from '../../../lib/notify';
import { useApproveDeletionRequest } from '../api/approve-deletion-request';
import { useDeletionRequests } from '../api/get-deletion-requests';

type StatusFilter = DeletionRequestStatus | 'all';

const statusOptions: { value: StatusFilter; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'all', label: 'All' },
];

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const formatDate = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : '—');

function StatusBadge({ request }: { request: DeletionRequestDto }) {
  return (
    <Badge color={request.status === 'pending' ? 'yellow' : 'teal'} variant="light">
      {request.status === 'pending' ? 'Pending' : 'Approved'}
    </Badge>
  );
}

const columns: AdminColumn<DeletionRequestDto>[] = [
  {
    header: 'User',
    cell: (request) => (
      <>
        <Text size="sm" fw={600}>
          @{request.username}
        </Text>
        <Text size="xs" c="dimmed">
          {request.email ?? 'No email'}
        </Text>
      </>
    ),
  },
  {
    header: 'Reason',
    maxWidth: 320,
    cell: (request) => (
      <Text size="sm" lineClamp={3}>
        {request.reason}
      </Text>
    ),
  },
  { header: 'Requested', cell: (request) => <Text size="sm">{formatDate(request.createdAt)}</Text> },
  {
    header: 'Status',
    cell: (request) => (
      <>
        <StatusBadge request={request} />
        {request.decidedAt && (
          <Text size="xs" c="dimmed" mt={4}>
            {formatDate(request.decidedAt)}
          </Text>
        )}
      </>
    ),
  },
];

/** Staff: account deletion requests, newest first, ten per page, each approved after a confirmation. */
export function DeletionRequestsTable() {
  const [status, setStatus] = useState<StatusFilter>('pending');
  const [page, setPage] = useState(1);
  const requests = useDeletionRequests({ page, status: status === 'all' ? undefined : status });
  const approve = useApproveDeletionRequest();

  const approveButton = (request: DeletionRequestDto) =>
    request.status === 'pending' && (
      <Button
        size="xs"
        color="red"
        variant="light"
        loading={approve.isPending && approve.variables === request._id}
        aria-label={`Approve deletion of @${request.username}`}
        onClick={() =>
          confirmDanger({
            title: `Delete @${request.username}'s account?`,
            message:
              'Their personal data is anonymised and they can no longer sign in. Orders and payouts are kept for the books. This cannot be undone.',
            detail: `Reason given: ${request.reason}`,
            confirm: 'Approve and delete',
            onConfirm: () =>
              approve.mutate(request._id, { onSuccess: ({ message }) => notify.success(message) }),
          })
        }
      >
        Approve
      </Button>
    );

  return (
    <AdminList
      query={requests}
      paging={{ page, onChange: setPage, noun: 'requests' }}
      toolbar={
        <SegmentedControl
          aria-label="Status"
          data={statusOptions}
          value={status}
          onChange={(value) => {
            setStatus(value as StatusFilter);
            setPage(1);
          }}
          w={{ base: '100%', xs: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
        />
      }
      empty={{
        icon: <IconInbox size={28} />,
        title: 'No requests',
        description:
          status === 'pending' ? 'Nobody is waiting for their account to be deleted.' : 'Nothing here yet.',
      }}
    >
      {(rows) => (
        <AdminTable
          rows={rows}
          rowKey={(request) => request._id}
          columns={columns}
          actions={{ header: 'Action', cell: approveButton }}
          minWidth={720}
          card={(request) => (
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    @{request.username}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {request.email ?? 'No email'}
                  </Text>
                </div>
                <StatusBadge request={request} />
              </Group>
              <Text size="sm">{request.reason}</Text>
              <Group justify="space-between" wrap="nowrap">
                <Text size="xs" c="dimmed">
                  Requested {formatDate(request.createdAt)}
                </Text>
                {approveButton(request)}
              </Group>
            </Stack>
          )}
        />
      )}
    </AdminList>
  );
}
