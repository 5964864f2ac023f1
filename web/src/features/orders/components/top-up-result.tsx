import { formatMoney } from '@lobby/contracts';
import { Alert, Group, Loader, Text } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { errorText } from '../../../lib/query-client';
import { useTopUpReturn } from '../api/top-up-wallet';

/**
 * Back on the wallet from a top-up's card page (`?top_up={session}`): says whether the money arrived, waiting
 * while a card payment is still being confirmed. Closing it drops the marker from the address.
 */
export function TopUpResult() {
  const [params, setParams] = useSearchParams();
  const sessionId = params.get('top_up');
  const result = useTopUpReturn(sessionId, params.get('cancelled') === '1');
  if (!sessionId) return null;

  const dismiss = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('top_up');
        next.delete('cancelled');
        return next;
      },
      { replace: true },
    );

  if (result.isPending || result.data?.status === 'created')
    return (
      <Alert color="blue" role="status">
        <Group gap="sm" wrap="nowrap">
          <Loader size="xs" />
          <Text size="sm">Confirming your card payment…</Text>
        </Group>
      </Alert>
    );
  if (result.isError)
    return (
      <Alert color="red" role="alert" withCloseButton closeButtonLabel="Dismiss" onClose={dismiss}>
        {errorText(result.error)}
      </Alert>
    );
  const session = result.data;
  if (session.status === 'paid')
    return (
      <Alert color="teal" role="status" withCloseButton closeButtonLabel="Dismiss" onClose={dismiss}>
        {formatMoney({ amount: session.amount, currency: session.currency })} added to your wallet.
      </Alert>
    );
  return (
    <Alert color="yellow" role="alert" withCloseButton closeButtonLabel="Dismiss" onClose={dismiss}>
      Your top-up did not go through, and you were not charged.
    </Alert>
  );
}
