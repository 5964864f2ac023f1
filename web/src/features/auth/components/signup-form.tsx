import type { PendingVerification } from '@lobby/contracts';
import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { EmailField } from '../../../components/email-field';
import { CardForm } from '../../../components/card-form';
import { CardPage } from '../../../components/card-page';
import { PasswordField } from '../../../components/password-field';
import { TextLink } from '../../../components/text-link';
import { strongEnoughPassword } from '../../../lib/password-rules';
import { useSignup } from '../api/signup';
import { rememberReturnPath, useReturnTo } from '../utils/return-path';
import { required, validEmail } from '../utils/validation';
import { SocialSignInButtons } from './social-sign-in-buttons';

export function SignupForm({ onSignedUp }: { onSignedUp: (pending: PendingVerification) => void }) {
  const signup = useSignup();
  const returnTo = useReturnTo();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { fullName: '', username: '', email: '', password: '' },
    validate: {
      fullName: required('Full name'),
      username: required('Username'),
      email: validEmail,
      password: strongEnoughPassword,
    },
  });

  const submit = form.onSubmit((values) =>
    signup.mutate(
      {
        ...values,
        fullName: values.fullName.trim(),
        username: values.username.trim(),
        email: values.email.trim(),
      },
      {
        onSuccess: (pending) => {
          // The code is checked on another page; signing in there comes back here.
          rememberReturnPath(returnTo.redirect);
          onSignedUp(pending);
        },
      },
    ),
  );

  return (
    <CardPage
      title="Create your account"
      subtitle="Book sessions and play with your favourite creators."
      footer={
        <>
          Already have an account? <TextLink to={`/login${returnTo.query}`}>Sign in</TextLink>
        </>
      }
    >
      <SocialSignInButtons />
      <CardForm onSubmit={submit} submitLabel="Create account" submitting={signup.isPending}>
        <TextInput
          label="Full name"
          autoComplete="name"
          key={form.key('fullName')}
          {...form.getInputProps('fullName')}
        />
        <TextInput
          label="Username"
          autoComplete="username"
          key={form.key('username')}
          {...form.getInputProps('username')}
        />
        <EmailField key={form.key('email')} {...form.getInputProps('email')} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
      </CardForm>
    </CardPage>
  );
}
