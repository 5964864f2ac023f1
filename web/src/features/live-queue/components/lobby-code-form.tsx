import { InputLimits } from '@lobby/contracts';
import { Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { SaveClearButtons } from './save-clear-buttons';

interface LobbyCodeFormProps {
  /** The session's code as saved; the form starts from it (key the form by it to follow outside changes). */
  saved: string | null;
  onSave: (lobbyCode: string) => Promise<{ message: string }>;
  saving: boolean;
  compact: boolean;
}

/**
 * The session's lobby code, which fans see once called to playing next. Saving an empty field clears it
 * (the server takes '' as "no code").
 */
export function LobbyCodeForm({ saved, onSave, saving, compact }: LobbyCodeFormProps) {
  const [value, setValue] = useState(saved ?? '');
  const trimmed = value.trim();
  const unchanged = trimmed === (saved ?? '');

  const save = (code: string) =>
    onSave(code)
      .then(({ message }) => notify.success(message))
      .catch(() => undefined);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!unchanged) void save(trimmed);
      }}
    >
      <Stack gap="xs">
        <TextInput
          label="Lobby code"
          description="Only fans you call to playing next, and those in game, see it."
          placeholder="e.g. ABCD-1234"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          maxLength={InputLimits.lobbyCodeMax}
          autoComplete="off"
          size={compact ? 'xs' : 'sm'}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <SaveClearButtons
          saveLabel="Save lobby code"
          clearLabel="Clear lobby code"
          hasSaved={Boolean(saved)}
          saving={saving}
          unchanged={unchanged}
          compact={compact}
          onClear={() => {
            setValue('');
            void save('');
          }}
        />
      </Stack>
    </form>
  );
}
