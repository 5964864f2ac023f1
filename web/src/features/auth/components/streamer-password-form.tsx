import { Alert } from '@mantine/core';
import { AuthText } from '@lobby/contracts';
import { CardPage } from '../../../components/card-page';
import { useSetStreamerPassword } from '../api/passwords';
import { NewPasswordForm } from './new-password-form';

interface StreamerPasswordFormProps {
  email: string;
  token: string | null;
  onDone: (message: string) => void;
}

/** A streamer registered by staff sets their first password from the emailed link. */
export function StreamerPasswordForm({ email, token, onDone }: StreamerPasswordFormProps) {
  const setPassword = useSetStreamerPassword();
  if (!token)
    return (
      <CardPage title="Set up your password">
        <Alert color="red">{AuthText.invalidLink}</Alert>
      </CardPage>
    );
  return (
    <NewPasswordForm
      title="Set up your password"
      subtitle={`Choose the password you will use to sign in as ${email}.`}
      submitLabel="Save password"
      pending={setPassword.isPending}
      onSubmit={(password) =>
        setPassword.mutate({ email, token, password }, { onSuccess: ({ message }) => onDone(message) })
      }
    />
  );
}
