import { Alert } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { EmailField } from '../../../components/email-field';
import { CardForm } from '../../../components/card-form';
import { CardPage } from '../../../components/card-page';
import { TextLink } from '../../../components/text-link';
import { useForgotPassword } from '../api/passwords';
import { validEmail } from '../utils/validation';

export function ForgotPasswordForm() {
  const forgotPassword = useForgotPassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: { email: validEmail },
  });

  const submit = form.onSubmit(({ email }) => forgotPassword.mutate(email.trim()));

  return (
    <CardPage
      title="Forgot your password?"
      subtitle="Enter the email of your account and we will send you a link to choose a new password."
      footer={
        <>
          Remembered it? <TextLink to="/login">Back to sign in</TextLink>
        </>
      }
    >
      {forgotPassword.isSuccess ? (
        <Alert color="teal" icon={<IconMailCheck />} title="Check your inbox">
          {forgotPassword.data.message}
        </Alert>
      ) : (
        <CardForm onSubmit={submit} submitLabel="Send reset link" submitting={forgotPassword.isPending}>
          <EmailField key={form.key('email')} {...form.getInputProps('email')} />
        </CardForm>
      )}
    </CardPage>
  );
}
