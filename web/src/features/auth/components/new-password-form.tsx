import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CardPage } from '../../../components/card-page';
import { PasswordField } from '../../../components/password-field';
import { matchesField, strongEnoughPassword } from '../../../lib/password-rules';

interface NewPasswordFormProps {
  title: string;
  subtitle: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (password: string) => void;
}

/** Choose a password and type it again; shared by password reset and streamer password setup. */
export function NewPasswordForm({ title, subtitle, submitLabel, pending, onSubmit }: NewPasswordFormProps) {
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', confirmation: '' },
    validate: { password: strongEnoughPassword, confirmation: matchesField('password') },
  });

  return (
    <CardPage title={title} subtitle={subtitle}>
      <form onSubmit={form.onSubmit(({ password }) => onSubmit(password))} noValidate>
        <Stack gap="md">
          <PasswordField
            label="New password"
            autoComplete="new-password"
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            key={form.key('confirmation')}
            {...form.getInputProps('confirmation')}
          />
          <Button type="submit" size="md" loading={pending} fullWidth>
            {submitLabel}
          </Button>
        </Stack>
      </form>
    </CardPage>
  );
}
