import { AccountText } from '@lobby/contracts';
import { Button, Text } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { LinkOutcome } from '../../../components/link-outcome';
import { useRunOnce } from '../../../hooks/use-run-once';
import { useUnsubscribe } from '../api/unsubscribe';

/** Turns marketing mail off for the address in the link, once, on arrival, and says how it went. */
export function UnsubscribeStatus({ email, signature }: { email: string; signature: string | null }) {
  const unsubscribe = useUnsubscribe();

  useRunOnce(() => {
    if (signature) unsubscribe.mutate({ email, signature });
  }, !!signature);

  const homeLink = (
    <Button component={Link} to="/" variant="light" fullWidth>
      Go to Lobby
    </Button>
  );

  if (!signature || unsubscribe.isError)
    return (
      <LinkOutcome title="Unsubscribe failed" outcome="failed">
        <Text ta="center">{signature ? unsubscribe.error?.message : AccountText.invalidUnsubscribeLink}</Text>
        {homeLink}
      </LinkOutcome>
    );

  if (unsubscribe.isSuccess)
    return (
      <LinkOutcome title="You are unsubscribed" outcome="done" icon={IconMailOff}>
        <Text ta="center">{unsubscribe.data.message}</Text>
        <Text size="sm" c="dimmed" ta="center" style={{ overflowWrap: 'anywhere' }}>
          {email}
        </Text>
        {homeLink}
      </LinkOutcome>
    );

  return <LinkOutcome title="Unsubscribing" outcome="pending" />;
}
