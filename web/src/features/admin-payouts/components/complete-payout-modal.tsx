import { formatMoney, PayoutText, type PayoutDto } from '@lobby/contracts';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { mutateThen } from '../../../lib/mutate-then';
import { notify } from '../../../lib/notify';
import { useCompletePayout } from '../api/change-payouts';

/** The longest bank transfer reference a payout keeps. */
export const TRANSFER_REFERENCE_MAX_LENGTH = 100;

/** A transfer reference is 1 to 100 characters once trimmed. */
export const transferReferenceError = (value: string) => {
  const reference = value.trim();
  return reference.length >= 1 && reference.length <= TRANSFER_REFERENCE_MAX_LENGTH
    ? null
    : PayoutText.transferReferenceRequired;
};

interface CompletePayoutModalProps {
  /** The draft to complete; null keeps the dialog closed. */
  payout: PayoutDto | null;
  streamerId: string;
  /** Whom the money went to, for the dialog's text. */
  starName: string;
  onClose: () => void;
}

/** Marks a draft paid: staff transfer its net, then enter the bank's reference for it. */
export function CompletePayoutModal({ payout, streamerId, starName, onClose }: CompletePayoutModalProps) {
  return (
    <Modal opened={payout !== null} onClose={onClose} title="Mark payout complete" centered radius="lg">
      {payout && (
        <CompletePayoutForm
          key={payout._id}
          payout={payout}
          streamerId={streamerId}
          starName={starName}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

function CompletePayoutForm({
  payout,
  streamerId,
  starName,
  onDone,
}: {
  payout: PayoutDto;
  streamerId: string;
  starName: string;
  onDone: () => void;
}) {
  const complete = useCompletePayout(streamerId);
  const form = useForm({
    initialValues: { transferReference: '' },
    validate: { transferReference: transferReferenceError },
  });
  const net = formatMoney({ amount: payout.totals.net, currency: payout.currency });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ transferReference }) =>
        mutateThen(
          complete,
          { payoutId: payout._id, transferReference: transferReference.trim() },
          ({ message }) => {
            notify.success(message);
            onDone();
          },
        ),
      )}
    >
      <Stack gap="md">
        <Text size="sm">
          Transfer <b>{net}</b> to {starName}&apos;s bank account, then enter the bank&apos;s reference for
          the transfer. The payout moves to the history and {starName} is told it was paid.
        </Text>
        <TextInput
          label="Transfer reference"
          placeholder="UTR or bank reference"
          withAsterisk
          maxLength={TRANSFER_REFERENCE_MAX_LENGTH}
          data-autofocus
          {...form.getInputProps('transferReference')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" color="teal" loading={complete.isPending}>
            Mark complete
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
