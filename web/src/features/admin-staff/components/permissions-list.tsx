import {
  mayCallStaffRoute,
  mayManageMember,
  routes,
  type StaffMemberDto,
  type StaffPermission,
} from '@lobby/contracts';
import { Badge, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconKey, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminList } from '../../../components/admin/admin-list';
import { AdminTable, type AdminColumn } from '../../../components/admin/admin-table';
import { notify } from '../../../lib/notify';
import { useCurrentUserFromStore } from '../../../stores/auth-store';
import { useSetStaffPermissions, useStaff } from '../api/staff';
import { PermissionsGrid } from './permissions-grid';
import { roleLabels } from './staff-labels';

function grantsSummary(permissions: readonly StaffPermission[]): string {
  const writes = permissions.filter((p) => p.write).length;
  const reads = permissions.filter((p) => p.read && !p.write).length;
  if (writes + reads === 0) return 'No permissions';
  return [writes && `${writes} write`, reads && `${reads} read only`].filter(Boolean).join(', ');
}

/** One member's grants in a dialog: ticked and saved with Permissions write, shown read-only otherwise. */
function PermissionsDialog({
  member,
  mayEdit,
  grantable,
  onClose,
}: {
  member: StaffMemberDto;
  mayEdit: boolean;
  grantable: readonly StaffPermission[];
  onClose: () => void;
}) {
  const [permissions, setPermissions] = useState<StaffPermission[]>(member.permissions);
  const save = useSetStaffPermissions();
  return (
    <Modal opened onClose={onClose} title={`Permissions of @${member.username}`} size="lg" centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {roleLabels[member.role]}. No role grants anything by itself: {member.fullName} may do exactly what
          is ticked. Write includes read.
        </Text>
        <PermissionsGrid
          permissions={permissions}
          onChange={setPermissions}
          disabled={!mayEdit}
          grantable={grantable}
          owner={`@${member.username}`}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {mayEdit ? 'Cancel' : 'Close'}
          </Button>
          {mayEdit && (
            <Button
              loading={save.isPending}
              onClick={() =>
                save.mutate(
                  { id: member._id, permissions },
                  {
                    onSuccess: ({ message }) => {
                      notify.success(message);
                      onClose();
                    },
                  },
                )
              }
            >
              Save permissions
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

/** Spec §6 /admin/manage-permissions: each staff member's grants per service, replaced as a whole when saved. */
export function PermissionsList() {
  const user = useCurrentUserFromStore();
  const mayEditTeam = user
    ? mayCallStaffRoute(user.role, user.permissions, routes.staff.setPermissions)
    : false;
  // Nobody edits their own grants, nor those of a member holding rights they lack (the server refuses both).
  const mayEdit = (member: StaffMemberDto) => mayEditTeam && user !== null && mayManageMember(user, member);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<StaffMemberDto | null>(null);
  const staff = useStaff({ page, search: debouncedSearch, status: 'active' });

  const editButton = (member: StaffMemberDto) => (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconKey size={14} />}
      aria-label={`${mayEdit(member) ? 'Edit' : 'View'} permissions of @${member.username}`}
      onClick={() => setEditing(member)}
    >
      {mayEdit(member) ? 'Edit' : 'View'}
    </Button>
  );

  const columns: AdminColumn<StaffMemberDto>[] = [
    {
      header: 'Member',
      cell: (member) => (
        <>
          <Text size="sm" fw={600}>
            {member.fullName}
          </Text>
          <Text size="xs" c="dimmed">
            @{member.username}
          </Text>
        </>
      ),
    },
    {
      header: 'Role',
      cell: (member) => (
        <Badge variant="outline" color="violet">
          {roleLabels[member.role]}
        </Badge>
      ),
    },
    { header: 'Permissions', cell: (member) => <Text size="sm">{grantsSummary(member.permissions)}</Text> },
  ];

  return (
    <>
      <AdminList
        query={staff}
        paging={{ page, onChange: setPage, noun: 'members' }}
        toolbar={
          <TextInput
            aria-label="Search the team"
            placeholder="Search name, username or email"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            w={{ base: '100%', xs: 320 }}
          />
        }
        empty={{
          icon: <IconKey size={28} />,
          title: 'No staff members',
          description: 'Nobody active on the team matches this search.',
        }}
      >
        {(rows) => (
          <AdminTable
            rows={rows}
            rowKey={(member) => member._id}
            columns={columns}
            actions={{ header: 'Actions', cell: editButton }}
            minWidth={600}
            card={(member) => (
              <Group justify="space-between" wrap="nowrap">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    @{member.username} · {roleLabels[member.role]}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {grantsSummary(member.permissions)}
                  </Text>
                </div>
                {editButton(member)}
              </Group>
            )}
          />
        )}
      </AdminList>
      {editing && (
        <PermissionsDialog
          member={editing}
          mayEdit={mayEdit(editing)}
          grantable={user?.permissions ?? []}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
