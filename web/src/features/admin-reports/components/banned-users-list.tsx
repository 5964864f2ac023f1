import { type BannedUserDto, routes } from '@lobby/contracts';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconLockOpen, IconShieldCheck } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { AdminList } from '../../../components/admin/admin-list';
import { AdminTable, type AdminColumn } from '../../../components/admin/admin-table';
import { confirmDanger } from '../../../lib/confirm-danger';
import { notify } from '../../../lib/notify';
import { useUnbanUsers } from '../api/moderation-actions';
import { useBannedUsers } from '../api/moderation-lists';
import { AccountCell, formatWhen } from './account-cell';
import { LoadMore, SelectionBar } from './selection-bar';
import { useMayCall } from '../../../hooks/use-may-call';

/** Staff: bans in force, newest first; picked accounts are unbanned together and leave the list at once. */
export function BannedUsersList() {
  const canUnban = useMayCall(routes.accountModeration.unban);
  const list = useBannedUsers();
  const unban = useUnbanUsers();
  const [picked, setPicked] = useState<Set<string>>(new Set());

  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.data) ?? [], [list.data]);
  const total = list.data?.pages.at(-1)?.total ?? 0;
  const pickedRows = rows.filter((row) => picked.has(row.user._id));
  const toggle = (id: string, on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const askUnban = (targets: BannedUserDto[]) =>
    confirmDanger({
      title:
        targets.length === 1 ? `Unban @${targets[0].user.username}?` : `Unban ${targets.length} accounts?`,
      message:
        'They can sign in again at once, and a streamer’s page and gigs come back to browse, search and the landing page.',
      confirm: targets.length === 1 ? 'Unban' : `Unban ${targets.length}`,
      onConfirm: () =>
        unban.mutate(
          targets.map((row) => row.user._id),
          {
            onSuccess: ({ message }) => {
              notify.success(message);
              setPicked(new Set());
            },
          },
        ),
    });

  const unbanButton = (row: BannedUserDto) => (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconLockOpen size={14} />}
      loading={unban.isPending && unban.variables?.includes(row.user._id)}
      aria-label={`Unban @${row.user.username}`}
      onClick={() => askUnban([row])}
    >
      Unban
    </Button>
  );

  const columns: AdminColumn<BannedUserDto>[] = [
    ...(canUnban
      ? [
          {
            header: 'Select',
            cell: (row: BannedUserDto) => (
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
      header: 'Reason',
      maxWidth: 360,
      cell: (row) => (
        <Text size="sm" lineClamp={3}>
          {row.reason}
        </Text>
      ),
    },
    {
      header: 'Banned',
      cell: (row) => (
        <>
          <Text size="sm">{formatWhen(row.bannedAt)}</Text>
          <Text size="xs" c="dimmed">
            {row.bannedBy ? `by @${row.bannedBy.username}` : 'by a former staff member'}
          </Text>
        </>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <AdminList
        query={{
          isError: list.isError,
          error: list.error,
          isPending: list.isPending,
          data: list.data ? rows : undefined,
        }}
        toolbar={
          canUnban &&
          rows.length > 0 && (
            <SelectionBar
              loaded={rows.length}
              picked={pickedRows.length}
              onPickAll={(all) => setPicked(all ? new Set(rows.map((row) => row.user._id)) : new Set())}
            >
              <Button
                size="xs"
                leftSection={<IconLockOpen size={14} />}
                disabled={pickedRows.length === 0}
                loading={unban.isPending}
                onClick={() => askUnban(pickedRows)}
              >
                Unban
              </Button>
            </SelectionBar>
          )
        }
        empty={{
          icon: <IconShieldCheck size={28} />,
          title: 'No banned accounts',
          description: 'Accounts you ban from the reported users page show here.',
        }}
      >
        {(shown) => (
          <AdminTable
            rows={shown}
            rowKey={(row) => row._id}
            columns={columns}
            actions={canUnban ? { header: 'Actions', cell: unbanButton } : undefined}
            minWidth={760}
            card={(row) => (
              <Stack gap="sm">
                <Group gap="sm" wrap="nowrap">
                  {canUnban && (
                    <Checkbox
                      aria-label={`Select @${row.user.username}`}
                      checked={picked.has(row.user._id)}
                      onChange={(event) => toggle(row.user._id, event.currentTarget.checked)}
                    />
                  )}
                  <AccountCell user={row.user} />
                </Group>
                <Text size="sm">{row.reason}</Text>
                <Group justify="space-between" wrap="nowrap" align="flex-end">
                  <Text size="xs" c="dimmed" style={{ flex: 1, minWidth: 0 }}>
                    Banned {formatWhen(row.bannedAt)}
                    {row.bannedBy ? ` by @${row.bannedBy.username}` : ''}
                  </Text>
                  {canUnban && <div style={{ flexShrink: 0 }}>{unbanButton(row)}</div>}
                </Group>
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
          noun="banned accounts"
        />
      )}
    </Stack>
  );
}
