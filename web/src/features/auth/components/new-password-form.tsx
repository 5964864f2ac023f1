import { useForm } from '@mantine/form';
import { CardForm } from '../../../components/card-form';
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
      <CardForm
        onSubmit={form.onSubmit(({ password }) => onSubmit(password))}
        submitLabel={submitLabel}
        submitting={pending}
      >
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
      </CardForm>
    </CardPage>
  );
}
