import { ErrorText, isObsCodeShape, normalizeObsCode, ObsCodeRules } from '@lobby/contracts';
import { Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { CardForm } from '../../../components/card-form';
import { CardPage } from '../../../components/card-page';
import { ApiError } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';
import { useVerifyObsCode } from '../api/verify-obs-code';

const incompleteCodeError = `Enter the ${ObsCodeRules.length}-character code`;

/**
 * The OBS dock's sign-in (spec §2 /influencer/obs/live/otp-verification): the one-time code from the setup
 * page signs the dock in as the streamer, like a login does. The code is taken in any case, with or without the
 * dash and spaces it may be copied with.
 */
export function ObsCodeSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const verify = useVerifyObsCode();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);

  const redeem = (code: string) =>
    verify.mutate(code, {
      onSuccess: (session) => {
        startSession(session);
        onSignedIn();
      },
      onError: (failure) => {
        setError(failure instanceof ApiError && failure.fromServer ? failure.message : ErrorText.unexpected);
        setTyped('');
      },
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = normalizeObsCode(typed);
    if (isObsCodeShape(code)) redeem(code);
    else setError(incompleteCodeError);
  };

  const change = (value: string) => {
    setTyped(value);
    setError(null);
    const code = normalizeObsCode(value);
    // A complete code (typed or pasted) is sent at once: that is enough in a small dock.
    if (isObsCodeShape(code) && !verify.isPending) redeem(code);
  };

  return (
    <CardPage
      title="Connect OBS to Lobby"
      subtitle={
        <>
          Type the {ObsCodeRules.length}-character code from your OBS setup page (profile menu ›{' '}
          <Text span fw={600} c="gray.2">
            Stream with OBS
          </Text>
          ).
        </>
      }
    >
      <CardForm onSubmit={submit} submitLabel="Connect" submitting={verify.isPending} gap="lg">
        <TextInput
          label="One-time code"
          placeholder="e.g. K7QX2-M9HTP"
          autoFocus
          autoComplete="one-time-code"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          size="lg"
          maxLength={40}
          styles={{ input: { fontFamily: 'monospace', letterSpacing: 3, textTransform: 'uppercase' } }}
          value={typed}
          onChange={(event) => change(event.currentTarget.value)}
          error={error}
        />
      </CardForm>
    </CardPage>
  );
}
