import type { DeletionRequestDto, DeletionRequestStatus } from '@lobby/contracts';
import {
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  useMatches,
  VisuallyHidden,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconInbox } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import {
  AdminListEmpty,
  AdminListError,
  AdminListLoading,
  AdminListPager,
} from '../../../components/admin/admin-list';
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

/** Staff: account deletion requests, newest first, ten per page, each approved after a confirmation. */
export function DeletionRequestsTable() {
  const [status, setStatus] = useState<StatusFilter>('pending');
  const [page, setPage] = useState(1);
  const requests = useDeletionRequests({ page, status: status === 'all' ? undefined : status });
  const approve = useApproveDeletionRequest();

  const confirmApprove = (request: DeletionRequestDto) => {
    modals.openConfirmModal({
      title: `Delete @${request.username}'s account?`,
      centered: true,
      children: (
        <Stack gap="xs">
          <Text size="sm">
            Their personal data is anonymised and they can no longer sign in. Orders and payouts are kept for
            the books. This cannot be undone.
          </Text>
          <Text size="sm" c="dimmed">
            Reason given: {request.reason}
          </Text>
        </Stack>
      ),
      labels: { confirm: 'Approve and delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => approve.mutate(request._id, { onSuccess: ({ message }) => notify.success(message) }),
    });
  };

  const data = requests.data;
  const rows = data?.data ?? [];
  const lastPage = data?.totalPages ?? 1;

  // Approving the last request of the last page leaves that page empty: show the one before it.
  useEffect(() => {
    if (lastPage > 0 && page > lastPage) setPage(lastPage);
  }, [page, lastPage]);
  const phone = useMatches({ base: true, sm: false });
  const approving = (request: DeletionRequestDto) => approve.isPending && approve.variables === request._id;
  const List = phone ? RequestCards : RequestTable;

  return (
    <Stack gap="md">
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
      {requests.isError ? (
        <AdminListError message={requests.error.message} />
      ) : requests.isPending ? (
        <AdminListLoading />
      ) : rows.length === 0 ? (
        <AdminListEmpty
          icon={<IconInbox size={28} />}
          title="No requests"
          description={
            status === 'pending' ? 'Nobody is waiting for their account to be deleted.' : 'Nothing here yet.'
          }
        />
      ) : (
        <List requests={rows} onApprove={confirmApprove} approving={approving} />
      )}
      {data && (
        <AdminListPager
          totalLabel={`${data.total} requests`}
          totalPages={data.totalPages}
          page={page}
          onChange={setPage}
        />
      )}
    </Stack>
  );
}

interface RequestListProps {
  requests: DeletionRequestDto[];
  onApprove: (request: DeletionRequestDto) => void;
  approving: (request: DeletionRequestDto) => boolean;
}

function StatusBadge({ request }: { request: DeletionRequestDto }) {
  return (
    <Badge color={request.status === 'pending' ? 'yellow' : 'teal'} variant="light">
      {request.status === 'pending' ? 'Pending' : 'Approved'}
    </Badge>
  );
}

function ApproveButton({
  request,
  onApprove,
  approving,
}: Omit<RequestListProps, 'requests'> & { request: DeletionRequestDto }) {
  if (request.status !== 'pending') return null;
  return (
    <Button
      size="xs"
      color="red"
      variant="light"
      loading={approving(request)}
      onClick={() => onApprove(request)}
      aria-label={`Approve deletion of @${request.username}`}
    >
      Approve
    </Button>
  );
}

/** Wide screens: one row per request. */
function RequestTable({ requests, onApprove, approving }: RequestListProps) {
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>User</Table.Th>
              <Table.Th>Reason</Table.Th>
              <Table.Th>Requested</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>
                <VisuallyHidden>Action</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {requests.map((request) => (
              <Table.Tr key={request._id}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    @{request.username}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {request.email ?? 'No email'}
                  </Text>
                </Table.Td>
                <Table.Td maw={320}>
                  <Text size="sm" lineClamp={3}>
                    {request.reason}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDate(request.createdAt)}</Text>
                </Table.Td>
                <Table.Td>
                  <StatusBadge request={request} />
                  {request.decidedAt && (
                    <Text size="xs" c="dimmed" mt={4}>
                      {formatDate(request.decidedAt)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  <ApproveButton request={request} onApprove={onApprove} approving={approving} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** Phones: one card per request, so the action stays in view. */
function RequestCards({ requests, onApprove, approving }: RequestListProps) {
  return (
    <Stack gap="sm">
      {requests.map((request) => (
        <Paper key={request._id} withBorder radius="lg" p="md">
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
              <ApproveButton request={request} onApprove={onApprove} approving={approving} />
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
