import { mayCallStaffRoute, type ReportedUserDto, routes } from '@lobby/contracts';
import { Badge, Button, Checkbox, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconCheck, IconFlag, IconGavel } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { AdminList } from '../../../components/admin/admin-list';
import { AdminTable, type AdminColumn } from '../../../components/admin/admin-table';
import { notify } from '../../../lib/notify';
import { useCurrentUserFromStore } from '../../../stores/auth-store';
import { useReviewReports } from '../api/moderation-actions';
import { useReportedUsers } from '../api/moderation-lists';
import { AccountCell, formatWhen } from './account-cell';
import { BanUsersModal } from './ban-users-modal';
import { LoadMore, SelectionBar } from './selection-bar';

type Tab = 'pending' | 'reviewed';

function Reports({ row }: { row: ReportedUserDto }) {
  return (
    <Stack gap={6}>
      {row.reports.map((report) => (
        <div key={report._id}>
          <Text size="sm" lineClamp={2}>
            {report.reason}
          </Text>
          <Text size="xs" c="dimmed">
            {report.reporter ? `@${report.reporter.username}` : 'A deleted account'} ·{' '}
            {formatWhen(report.createdAt)}
          </Text>
        </div>
      ))}
      {row.reportCount > row.reports.length && (
        <Text size="xs" c="dimmed">
          and {row.reportCount - row.reports.length} more
        </Text>
      )}
    </Stack>
  );
}

/**
 * Staff: accounts other users reported, one row per account with its reports (spec §4 Reports: pending, then
 * reviewed or banned). Rows are picked and marked reviewed or banned together; those leave the list at once.
 */
export function ReportedUsersList() {
  const user = useCurrentUserFromStore();
  const may = (route: Parameters<typeof mayCallStaffRoute>[2]) =>
    user !== null && mayCallStaffRoute(user.role, user.permissions, route);
  const canReview = may(routes.accountModeration.reviewReports);
  const canBan = may(routes.accountModeration.ban);

  const [tab, setTab] = useState<Tab>('pending');
  const list = useReportedUsers(tab);
  const review = useReviewReports();
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [banning, setBanning] = useState<ReportedUserDto[] | null>(null);

  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.data) ?? [], [list.data]);
  const total = list.data?.pages.at(-1)?.total ?? 0;
  const pickedRows = rows.filter((row) => picked.has(row.user._id));
  const selectable = (tab === 'pending' && canReview) || canBan;

  const toggle = (id: string, on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const clear = () => setPicked(new Set());

  const markReviewed = (targets: ReportedUserDto[]) =>
    review.mutate(
      targets.flatMap((row) => row.reportIds),
      {
        onSuccess: ({ message }) => {
          notify.success(message);
          clear();
        },
      },
    );

  const rowActions = (row: ReportedUserDto) => (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      {tab === 'pending' && canReview && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconCheck size={14} />}
          loading={review.isPending && review.variables?.some((id) => row.reportIds.includes(id))}
          aria-label={`Mark reports of @${row.user.username} reviewed`}
          onClick={() => markReviewed([row])}
        >
          Reviewed
        </Button>
      )}
      {canBan && (
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconGavel size={14} />}
          aria-label={`Ban @${row.user.username}`}
          onClick={() => setBanning([row])}
        >
          Ban
        </Button>
      )}
    </Group>
  );

  const columns: AdminColumn<ReportedUserDto>[] = [
    ...(selectable
      ? [
          {
            header: 'Select',
            cell: (row: ReportedUserDto) => (
              <Checkbox
                aria-label={`Select @${row.user.username}`}
                checked={picked.has(row.user._id)}
                onChange={(event) => toggle(row.user._id, event.currentTarget.checked)}
              />
            ),
          },
        ]
      : []),
    { header: 'Account', cell: (row) => <AccountCell user={row.user} /> },
    {
      header: 'Reports',
      cell: (row) => (
        <Badge variant="light" color={tab === 'pending' ? 'orange' : 'gray'}>
          {row.reportCount}
        </Badge>
      ),
    },
    { header: 'Latest reasons', maxWidth: 380, cell: (row) => <Reports row={row} /> },
    { header: 'Last reported', cell: (row) => <Text size="sm">{formatWhen(row.latestAt)}</Text> },
  ];

  return (
    <>
      <AdminList
        query={{
          isError: list.isError,
          error: list.error,
          isPending: list.isPending,
          data: list.data ? rows : undefined,
        }}
        toolbar={
          <Stack gap="sm">
            <SegmentedControl
              aria-label="Reports"
              data={[
                { value: 'pending', label: 'Pending' },
                { value: 'reviewed', label: 'Reviewed' },
              ]}
              value={tab}
              onChange={(value) => {
                setTab(value as Tab);
                clear();
              }}
              w={{ base: '100%', xs: 'auto' }}
              style={{ alignSelf: 'flex-start' }}
            />
            {selectable && rows.length > 0 && (
              <SelectionBar
                loaded={rows.length}
                picked={pickedRows.length}
                onPickAll={(all) => setPicked(all ? new Set(rows.map((row) => row.user._id)) : new Set())}
              >
                {tab === 'pending' && canReview && (
                  <Button
                    size="xs"
                    leftSection={<IconCheck size={14} />}
                    disabled={pickedRows.length === 0}
                    loading={review.isPending}
                    onClick={() => markReviewed(pickedRows)}
                  >
                    Mark reviewed
                  </Button>
                )}
                {canBan && (
                  <Button
                    size="xs"
                    color="red"
                    leftSection={<IconGavel size={14} />}
                    disabled={pickedRows.length === 0}
                    onClick={() => setBanning(pickedRows)}
                  >
                    Ban
                  </Button>
                )}
              </SelectionBar>
            )}
          </Stack>
        }
        empty={{
          icon: <IconFlag size={28} />,
          title: tab === 'pending' ? 'No pending reports' : 'No reviewed reports',
          description:
            tab === 'pending'
              ? 'Nobody has reported an account since the last review.'
              : 'Reports you mark reviewed show here.',
        }}
      >
        {(shown) => (
          <AdminTable
            rows={shown}
            rowKey={(row) => row.user._id}
            columns={columns}
            actions={canReview || canBan ? { header: 'Actions', cell: rowActions } : undefined}
            minWidth={860}
            card={(row) => (
              <Stack gap="sm">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                    {selectable && (
                      <Checkbox
                        aria-label={`Select @${row.user.username}`}
                        checked={picked.has(row.user._id)}
                        onChange={(event) => toggle(row.user._id, event.currentTarget.checked)}
                      />
                    )}
                    <AccountCell user={row.user} />
                  </Group>
                  <Text
                    size="xs"
                    fw={600}
                    c={tab === 'pending' ? 'orange' : 'dimmed'}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {row.reportCount} {row.reportCount === 1 ? 'report' : 'reports'}
                  </Text>
                </Group>
                <Reports row={row} />
                {(canReview || canBan) && rowActions(row)}
              </Stack>
            )}
          />
        )}
      </AdminList>
      {rows.length > 0 && (
        <LoadMore
          hasMore={Boolean(list.hasNextPage)}
          loading={list.isFetchingNextPage}
          onLoad={() => void list.fetchNextPage()}
          shown={rows.length}
          total={total}
          noun="accounts"
        />
      )}
      <BanUsersModal
        users={(banning ?? []).map((row) => row.user)}
        opened={banning !== null}
        onClose={() => setBanning(null)}
        onBanned={() => {
          setBanning(null);
          clear();
        }}
      />
    </>
  );
}
