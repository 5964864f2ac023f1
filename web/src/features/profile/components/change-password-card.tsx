import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PasswordField } from '../../../components/password-field';
import { SectionCard } from '../../../components/section-card';
import { notify } from '../../../lib/notify';
import { matchesField, strongEnoughPassword } from '../../../lib/password-rules';
import { useChangePassword } from '../api/change-password';

/** The current password, then the new one twice; a wrong current password is the server's toast. */
export function ChangePasswordCard() {
  const changePassword = useChangePassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { oldPassword: '', newPassword: '', confirmation: '' },
    validate: {
      oldPassword: (value) => (value ? null : 'Please enter your current password'),
      newPassword: strongEnoughPassword,
      confirmation: matchesField('newPassword'),
    },
  });

  const submit = form.onSubmit(({ oldPassword, newPassword }) =>
    changePassword.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: ({ message }) => {
          notify.success(message);
          form.reset();
        },
      },
    ),
  );

  return (
    <SectionCard title="Password" description="Change the password you sign in with.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            key={form.key('oldPassword')}
            {...form.getInputProps('oldPassword')}
          />
          <PasswordField
            label="New password"
            autoComplete="new-password"
            key={form.key('newPassword')}
            {...form.getInputProps('newPassword')}
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            key={form.key('confirmation')}
            {...form.getInputProps('confirmation')}
          />
        </Stack>
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={changePassword.isPending}>
            Change password
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}
