import { ProfileLimits } from '@lobby/contracts';
import { Alert, Button, Group, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconClockHour4 } from '@tabler/icons-react';
import { useState } from 'react';
import { SectionCard } from '../../../components/section-card';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { errorText } from '../../../lib/query-client';
import { useRequestAccountDeletion } from '../api/request-account-deletion';
import { maxLength } from '../utils/profile-rules';
import { confirmDanger } from '../../../lib/confirm-danger';

/** Asks staff to delete the account. It keeps working until they approve; then personal data is removed. */
export function DeleteAccountCard() {
  const requestDeletion = useRequestAccountDeletion();
  const [pendingText, setPendingText] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { reason: '' },
    validate: {
      reason: (value) =>
        value.trim()
          ? maxLength(ProfileLimits.deletionReasonMax, 'Reason')(value)
          : 'Tell us why you are leaving',
    },
  });

  const send = (reason: string) =>
    requestDeletion.mutate(reason, {
      onSuccess: ({ message }) => setPendingText(message),
      onError: (error) => {
        // 409: a request is already waiting, which is the same state for the user.
        if (error instanceof ApiError && error.status === 409) setPendingText(error.message);
        else notify.error(errorText(error));
      },
    });

  const submit = form.onSubmit(({ reason }) => {
    confirmDanger({
      title: 'Delete your account?',
      message:
        'Our team reviews your request. Your account keeps working until it is approved; after that your personal data is removed and you cannot sign in again.',
      confirm: 'Request deletion',
      onConfirm: () => send(reason.trim()),
    });
  });

  return (
    <SectionCard
      title="Delete account"
      description="Removes your personal data for good. Your order history is kept for our accounts."
      tone="danger"
    >
      {pendingText ? (
        <Alert color="yellow" variant="light" icon={<IconClockHour4 />} title="Deletion requested">
          {pendingText}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Textarea
            label="Reason"
            placeholder="Why are you leaving?"
            autosize
            minRows={2}
            maxLength={ProfileLimits.deletionReasonMax}
            key={form.key('reason')}
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end" mt="md">
            <Button type="submit" color="red" variant="light" loading={requestDeletion.isPending}>
              Delete my account
            </Button>
          </Group>
        </form>
      )}
    </SectionCard>
  );
}
