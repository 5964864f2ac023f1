import { AccountText } from '@lobby/contracts';
import { Button, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailOff, IconX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { CardPage } from '../../../components/card-page';
import { useUnsubscribe } from '../api/unsubscribe';

/** Turns marketing mail off for the address in the link, once, on arrival, and says how it went. */
export function UnsubscribeStatus({ email, signature }: { email: string; signature: string | null }) {
  const unsubscribe = useUnsubscribe();
  const sent = useRef(false);
  const { mutate } = unsubscribe;

  useEffect(() => {
    if (sent.current || !signature) return;
    sent.current = true;
    mutate({ email, signature });
  }, [mutate, email, signature]);

  const homeLink = (
    <Button component={Link} to="/" variant="light" fullWidth>
      Go to Lobby
    </Button>
  );

  if (!signature || unsubscribe.isError)
    return (
      <CardPage title="Unsubscribe failed">
        <Stack align="center" gap="md">
          <ThemeIcon size={56} radius="xl" color="red" variant="light">
            <IconX size={32} />
          </ThemeIcon>
          <Text ta="center">
            {signature ? unsubscribe.error?.message : AccountText.invalidUnsubscribeLink}
          </Text>
          {homeLink}
        </Stack>
      </CardPage>
    );

  if (unsubscribe.isSuccess)
    return (
      <CardPage title="You are unsubscribed">
        <Stack align="center" gap="md">
          <ThemeIcon size={56} radius="xl" color="teal" variant="light">
            <IconMailOff size={30} />
          </ThemeIcon>
          <Text ta="center">{unsubscribe.data.message}</Text>
          <Text size="sm" c="dimmed" ta="center" style={{ overflowWrap: 'anywhere' }}>
            {email}
          </Text>
          {homeLink}
        </Stack>
      </CardPage>
    );

  return (
    <CardPage title="Unsubscribing">
      <Stack align="center" py="md">
        <Loader />
      </Stack>
    </CardPage>
  );
}
