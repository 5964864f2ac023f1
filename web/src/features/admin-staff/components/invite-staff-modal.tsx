import {
  FULL_NAME_MAX_LENGTH,
  mayGiveRole,
  USERNAME_PATTERN,
  type StaffPermission,
  type StaffRole,
} from '@lobby/contracts';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { useCurrentUserFromStore } from '../../../stores/auth-store';
import { useInviteStaff } from '../api/staff';
import { PermissionsGrid } from './permissions-grid';
import { roleOptions } from './staff-labels';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface InviteStaffModalProps {
  opened: boolean;
  onClose: () => void;
  /** Whether the inviter may hand out grants (Permissions write); without it the invitee starts with none. */
  mayGrant: boolean;
}

/**
 * Invites a staff member: name, username, email, role and, for an inviter with Permissions write, the grants
 * (an admin starts with every grant the inviter holds ticked, the other roles with none). Only an admin offers the
 * admin role, and only the inviter's own grants can be ticked. The invitee gets a mail to choose a password.
 */
export function InviteStaffModal({ opened, onClose, mayGrant }: InviteStaffModalProps) {
  const invite = useInviteStaff();
  const inviter = useCurrentUserFromStore();
  const ownGrants = inviter?.permissions ?? [];
  const roles = roleOptions.filter(({ value }) => inviter !== null && mayGiveRole(inviter.role, value));
  const firstRole = roles[0]?.value ?? 'developer';
  const grantsOf = (role: StaffRole) => (role === 'admin' ? ownGrants : []);
  const [permissions, setPermissions] = useState<StaffPermission[]>(grantsOf(firstRole));
  const form = useForm({
    initialValues: { fullName: '', username: '', email: '', role: firstRole },
    validate: {
      fullName: (value) =>
        value.trim() && value.trim().length <= FULL_NAME_MAX_LENGTH ? null : 'Please enter their full name',
      username: (value) =>
        USERNAME_PATTERN.test(value.trim()) ? null : '3 to 30 letters, digits, dots or underscores',
      email: (value) => (EMAIL.test(value.trim()) ? null : 'Please enter a valid email address'),
    },
  });

  const close = () => {
    form.reset();
    setPermissions(grantsOf(firstRole));
    onClose();
  };

  const submit = form.onSubmit((values) =>
    invite.mutate(
      {
        fullName: values.fullName.trim(),
        username: values.username.trim(),
        email: values.email.trim(),
        role: values.role,
        permissions: mayGrant ? permissions : [],
      },
      {
        onSuccess: ({ message }) => {
          notify.success(message);
          close();
        },
      },
    ),
  );

  return (
    <Modal opened={opened} onClose={close} title="Invite a staff member" size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Full name"
            required
            key={form.key('fullName')}
            {...form.getInputProps('fullName')}
          />
          <Group grow align="flex-start">
            <TextInput
              label="Username"
              required
              key={form.key('username')}
              {...form.getInputProps('username')}
            />
            <Select
              label="Role"
              data={roles}
              allowDeselect={false}
              key={form.key('role')}
              {...form.getInputProps('role')}
              onChange={(value) => {
                if (!value) return;
                form.setFieldValue('role', value as StaffRole);
                // An admin starts with every grant; the other roles start with none and get theirs ticked.
                setPermissions(grantsOf(value as StaffRole));
              }}
            />
          </Group>
          <TextInput
            label="Email"
            type="email"
            required
            description="They get a link to choose their password."
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          {mayGrant ? (
            <PermissionsGrid permissions={permissions} onChange={setPermissions} grantable={ownGrants} />
          ) : (
            <Text size="sm" c="dimmed">
              They start without permissions; someone with Permissions write grants them.
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={invite.isPending}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
