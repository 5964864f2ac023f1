import type { UserDto } from '@lobby/contracts';
import { useForm } from '@mantine/form';
import { EmailField } from '../../../components/email-field';
import { CardForm } from '../../../components/card-form';
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
      <CardForm onSubmit={submit} submitLabel="Continue" submitting={saveEmail.isPending}>
        <EmailField key={form.key('email')} {...form.getInputProps('email')} />
      </CardForm>
    </CardPage>
  );
}
