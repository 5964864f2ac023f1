import type { AuthSession } from '@lobby/contracts';
import { Alert, Anchor, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { CardForm } from '../../../components/card-form';
import { CardPage } from '../../../components/card-page';
import { PasswordField } from '../../../components/password-field';
import { TextLink } from '../../../components/text-link';
import { useLogin } from '../api/login';
import { useReturnTo } from '../utils/return-path';
import { required } from '../utils/validation';
import { SocialSignInButtons } from './social-sign-in-buttons';

interface LoginFormProps {
  onLoggedIn: (session: AuthSession) => void;
  /** Why the last social sign-in failed, shown above the form. */
  socialSignInError?: string | null;
}

export function LoginForm({ onLoggedIn, socialSignInError }: LoginFormProps) {
  const login = useLogin();
  const returnTo = useReturnTo();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: { email: required('Email or username'), password: required('Password') },
  });

  const submit = form.onSubmit((values) =>
    login.mutate({ email: values.email.trim(), password: values.password }, { onSuccess: onLoggedIn }),
  );

  return (
    <CardPage
      title="Welcome back"
      subtitle="Sign in to book sessions and join live queues."
      footer={
        <>
          New to Lobby? <TextLink to={`/signup${returnTo.query}`}>Create an account</TextLink>
        </>
      }
    >
      {socialSignInError && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} role="alert">
          {socialSignInError}
        </Alert>
      )}
      <SocialSignInButtons />
      <CardForm onSubmit={submit} submitLabel="Log in" submitting={login.isPending}>
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
      </CardForm>
    </CardPage>
  );
}
