import type { AuthSession } from '@lobby/contracts';
import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router-dom';
import { TextLink } from '../../../components/text-link';
import { useLogin } from '../api/login';
import { required } from '../utils/validation';
import { AuthCard } from './auth-card';
import { PasswordField } from './password-field';

export function LoginForm({ onLoggedIn }: { onLoggedIn: (session: AuthSession) => void }) {
  const login = useLogin();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: { email: required('Email or username'), password: required('Password') },
  });

  const submit = form.onSubmit((values) =>
    login.mutate({ email: values.email.trim(), password: values.password }, { onSuccess: onLoggedIn }),
  );

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to book sessions and join live queues."
      footer={
        <>
          New to Lobby? <TextLink to="/signup">Create an account</TextLink>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email or username"
            autoComplete="username"
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" size="md" loading={login.isPending} fullWidth>
            Log in
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
