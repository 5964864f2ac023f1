import {
  mayCallStaffRoute,
  mayGiveRole,
  mayManageMember,
  routes,
  type StaffMemberDto,
  type StaffRole,
  type StaffStatusFilter,
} from '@lobby/contracts';
import { Badge, Button, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminList } from '../../../components/admin/admin-list';
import { AdminTable, type AdminColumn } from '../../../components/admin/admin-table';
import { confirmDanger } from '../../../lib/confirm-danger';
import { notify } from '../../../lib/notify';
import { useCurrentUserFromStore } from '../../../stores/auth-store';
import { useChangeStaffRole, useSetStaffActive, useStaff } from '../api/staff';
import { formatDay, roleLabels, roleOptions } from './staff-labels';

type StatusChoice = StaffStatusFilter | 'all';

const statusOptions: { value: StatusChoice; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'all', label: 'All' },
];

function MemberCell({ member }: { member: StaffMemberDto }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="sm" fw={600} truncate>
        {member.fullName}
      </Text>
      <Text size="xs" c="dimmed" truncate>
        @{member.username} · {member.email ?? 'No email'}
      </Text>
    </div>
  );
}

function StatusBadges({ member }: { member: StaffMemberDto }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Badge color={member.isActive ? 'teal' : 'gray'} variant="light">
        {member.isActive ? 'Active' : 'Inactive'}
      </Badge>
      {!member.passwordSet && (
        <Badge color="yellow" variant="light">
          Invited
        </Badge>
      )}
    </Group>
  );
}

/**
 * The team (spec §6 /admin/user-management): every staff member with role and status. Staff with User Management
 * write change roles and deactivate or reactivate members; the server keeps the last active admin (its 409 text
 * is the toast).
 */
export function StaffList() {
  const user = useCurrentUserFromStore();
  const mayChange = user ? mayCallStaffRoute(user.role, user.permissions, routes.staff.changeRole) : false;
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [role, setRole] = useState<StaffRole | null>(null);
  const [status, setStatus] = useState<StatusChoice>('active');
  const [page, setPage] = useState(1);
  const staff = useStaff({
    page,
    search: debouncedSearch,
    role: role ?? undefined,
    status: status === 'all' ? undefined : status,
  });
  const changeRole = useChangeStaffRole();
  const setActive = useSetStaffActive();

  // Nobody changes their own role or activation, nor a member holding rights they lack (the server refuses both).
  const mayManage = (member: StaffMemberDto) => mayChange && user !== null && mayManageMember(user, member);
  const givableRoles = roleOptions.filter(({ value }) => user !== null && mayGiveRole(user.role, value));

  const roleCell = (member: StaffMemberDto) =>
    mayManage(member) ? (
      <Select
        size="xs"
        w={140}
        data={givableRoles}
        value={member.role}
        allowDeselect={false}
        aria-label={`Role of @${member.username}`}
        disabled={changeRole.isPending && changeRole.variables?.id === member._id}
        onChange={(value) =>
          value &&
          value !== member.role &&
          changeRole.mutate(
            { id: member._id, role: value as StaffRole },
            { onSuccess: ({ message }) => notify.success(message) },
          )
        }
      />
    ) : (
      <Badge variant="outline" color="violet">
        {roleLabels[member.role]}
      </Badge>
    );

  const activeButton = (member: StaffMemberDto) => {
    if (!mayManage(member)) return null;
    const pending = setActive.isPending && setActive.variables?.id === member._id;
    const toggle = (isActive: boolean) =>
      setActive.mutate({ id: member._id, isActive }, { onSuccess: ({ message }) => notify.success(message) });
    return member.isActive ? (
      <Button
        size="xs"
        color="red"
        variant="light"
        loading={pending}
        aria-label={`Deactivate @${member.username}`}
        onClick={() =>
          confirmDanger({
            title: `Deactivate @${member.username}?`,
            message: 'They are signed out everywhere at once and can no longer sign in until reactivated.',
            confirm: 'Deactivate',
            onConfirm: () => toggle(false),
          })
        }
      >
        Deactivate
      </Button>
    ) : (
      <Button
        size="xs"
        variant="light"
        loading={pending}
        aria-label={`Reactivate @${member.username}`}
        onClick={() => toggle(true)}
      >
        Reactivate
      </Button>
    );
  };

  const columns: AdminColumn<StaffMemberDto>[] = [
    { header: 'Member', maxWidth: 320, cell: (member) => <MemberCell member={member} /> },
    { header: 'Role', cell: roleCell },
    { header: 'Status', cell: (member) => <StatusBadges member={member} /> },
    { header: 'Added', cell: (member) => <Text size="sm">{formatDay(member.createdAt)}</Text> },
  ];

  const resetPage =
    <T,>(apply: (value: T) => void) =>
    (value: T) => {
      apply(value);
      setPage(1);
    };

  return (
    <AdminList
      query={staff}
      paging={{ page, onChange: setPage, noun: 'members' }}
      toolbar={
        <Group gap="sm" align="flex-end">
          <TextInput
            aria-label="Search the team"
            placeholder="Search name, username or email"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => resetPage(setSearch)(event.currentTarget.value)}
            w={{ base: '100%', xs: 280 }}
          />
          <Select
            aria-label="Role"
            placeholder="All roles"
            data={roleOptions}
            value={role}
            clearable
            onChange={resetPage((value: string | null) => setRole(value as StaffRole | null))}
            w={{ base: '100%', xs: 160 }}
          />
          <SegmentedControl
            aria-label="Status"
            data={statusOptions}
            value={status}
            onChange={resetPage((value: string) => setStatus(value as StatusChoice))}
            w={{ base: '100%', xs: 'auto' }}
          />
        </Group>
      }
      empty={{
        icon: <IconUsersGroup size={28} />,
        title: 'No staff members',
        description: 'Nobody on the team matches these filters.',
      }}
    >
      {(rows) => (
        <AdminTable
          rows={rows}
          rowKey={(member) => member._id}
          columns={columns}
          actions={{ header: 'Actions', cell: activeButton }}
          minWidth={760}
          card={(member) => (
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <MemberCell member={member} />
                <StatusBadges member={member} />
              </Group>
              <Group justify="space-between" wrap="nowrap">
                {roleCell(member)}
                {activeButton(member)}
              </Group>
            </Stack>
          )}
        />
      )}
    </AdminList>
  );
}
