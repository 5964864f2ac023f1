import type { UserDto } from '@lobby/contracts';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CardPage } from '../../../components/card-page';
import { notify } from '../../../lib/notify';
import { useSaveEmail } from '../api/account-capture';
import { validEmail } from '../utils/validation';

/** For accounts created through a social sign-in that did not share an email address. */
export function EmailCaptureForm({ userId, onSaved }: { userId: string; onSaved: (user: UserDto) => void }) {
  const saveEmail = useSaveEmail();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: { email: validEmail },
  });

  const submit = form.onSubmit(({ email }) =>
    saveEmail.mutate(
      { userId, email: email.trim() },
      {
        onSuccess: ({ message, user }) => {
          notify.success(message);
          onSaved(user);
        },
      },
    ),
  );

  return (
    <CardPage title="Add your email" subtitle="We use it for booking confirmations, receipts and sign-in.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <Button type="submit" size="md" loading={saveEmail.isPending} fullWidth>
            Continue
          </Button>
        </Stack>
      </form>
    </CardPage>
  );
}
