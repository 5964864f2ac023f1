import type { AuthSession } from '@lobby/contracts';
import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CardForm } from '../../../components/card-form';
import { CardPage } from '../../../components/card-page';
import { PasswordField } from '../../../components/password-field';
import { useAdminLogin } from '../api/admin-login';
import { required } from '../utils/validation';

export function AdminLoginForm({ onLoggedIn }: { onLoggedIn: (session: AuthSession) => void }) {
  const adminLogin = useAdminLogin();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '' },
    validate: { username: required('Username'), password: required('Password') },
  });

  const submit = form.onSubmit((values) =>
    adminLogin.mutate(
      { username: values.username.trim(), password: values.password },
      { onSuccess: onLoggedIn },
    ),
  );

  return (
    <CardPage title="Staff sign in" subtitle="For Lobby admin, developer, marketing and finance staff.">
      <CardForm onSubmit={submit} submitLabel="Log in" submitting={adminLogin.isPending}>
        <TextInput
          label="Username"
          autoComplete="username"
          key={form.key('username')}
          {...form.getInputProps('username')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
      </CardForm>
    </CardPage>
  );
}
