import type { AuthSession, TokenPair } from '@lobby/contracts';
import { Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { CardPage } from '../../../components/card-page';
import { useCompleteSocialSignIn } from '../api/social-sign-in';

interface SocialSignInLandingProps {
  tokens: TokenPair;
  onSignedIn: (session: AuthSession) => void;
  onFailed: () => void;
}

/** Where the browser lands after Google or Discord: keeps the session once, then hands over. */
export function SocialSignInLanding({ tokens, onSignedIn, onFailed }: SocialSignInLandingProps) {
  const complete = useCompleteSocialSignIn();
  const started = useRef(false);
  const { mutate } = complete;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(tokens, { onSuccess: onSignedIn, onError: onFailed });
  }, [mutate, tokens, onSignedIn, onFailed]);

  return (
    <CardPage title="Signing you in">
      <Stack align="center" gap="md" py="md">
        <Loader />
        <Text c="dimmed" size="sm">
          One moment while we set up your session.
        </Text>
      </Stack>
    </CardPage>
  );
}
