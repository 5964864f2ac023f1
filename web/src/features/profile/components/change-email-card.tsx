import type { PendingEmailChange, UserDto } from '@lobby/contracts';
import { Button, Group, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { EmailField } from '../../../components/email-field';
import { SectionCard } from '../../../components/section-card';
import { useChangeEmail } from '../api/change-email';
import { validEmail } from '../utils/profile-rules';

interface ChangeEmailCardProps {
  user: UserDto;
  /** The code is on its way; the page asks for it next. */
  onCodeSent: (pending: PendingEmailChange) => void;
}

/** Starts an email change: the current address keeps working until the code sent to the new one is entered. */
export function ChangeEmailCard({ user, onCodeSent }: ChangeEmailCardProps) {
  const changeEmail = useChangeEmail();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: {
      email: (value) =>
        validEmail(value) ??
        (value.trim().toLowerCase() === user.email?.toLowerCase() ? 'This is already your email' : null),
    },
  });

  const submit = form.onSubmit(({ email }) =>
    changeEmail.mutate({ userId: user._id, email: email.trim() }, { onSuccess: onCodeSent }),
  );

  return (
    <SectionCard
      title="Email"
      description={
        <>
          Now{' '}
          <Text span fw={600} c="gray.2" style={{ overflowWrap: 'anywhere' }}>
            {user.email ?? 'not set'}
          </Text>
          . We send a code to the new address; the current one works until you enter it.
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <EmailField label="New email" key={form.key('email')} {...form.getInputProps('email')} />
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={changeEmail.isPending}>
            Send code
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}
