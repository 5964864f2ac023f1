import type { AuthSession, TokenPair } from '@lobby/contracts';
import { Text } from '@mantine/core';
import { LinkOutcome } from '../../../components/link-outcome';
import { useRunOnce } from '../../../hooks/use-run-once';
import { useCompleteSocialSignIn } from '../api/social-sign-in';

interface SocialSignInLandingProps {
  tokens: TokenPair;
  onSignedIn: (session: AuthSession) => void;
  onFailed: () => void;
}

/** Where the browser lands after Google or Discord: keeps the session once, then hands over. */
export function SocialSignInLanding({ tokens, onSignedIn, onFailed }: SocialSignInLandingProps) {
  const complete = useCompleteSocialSignIn();

  useRunOnce(() => complete.mutate(tokens, { onSuccess: onSignedIn, onError: onFailed }));

  return (
    <LinkOutcome title="Signing you in" outcome="pending">
      <Text c="dimmed" size="sm">
        One moment while we set up your session.
      </Text>
    </LinkOutcome>
  );
}
