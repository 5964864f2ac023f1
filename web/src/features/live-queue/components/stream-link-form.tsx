import { LiveText } from '@lobby/contracts';
import { Stack, TextInput } from '@mantine/core';
import { IconBrandTwitch, IconBrandYoutube } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { isStreamLink } from '../utils/stream-embed';
import { SaveClearButtons } from './save-clear-buttons';

interface StreamLinkFormProps {
  /** The session's link as saved (key the form by it to follow outside changes). */
  saved: string | null;
  onSave: (streamingLink: string | null) => Promise<{ message: string }>;
  saving: boolean;
  compact: boolean;
}

/** The YouTube or Twitch stream fans watch on the live page; removing it shows the thumbnail instead. */
export function StreamLinkForm({ saved, onSave, saving, compact }: StreamLinkFormProps) {
  const [value, setValue] = useState(saved ?? '');
  const [error, setError] = useState<string | null>(null);
  const trimmed = value.trim();

  const save = (link: string | null) =>
    onSave(link)
      .then(({ message }) => notify.success(message))
      .catch((failure: Error) => setError(failure.message));

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!trimmed) return setError(LiveText.invalidStreamLink);
        if (!isStreamLink(trimmed)) return setError(LiveText.invalidStreamLink);
        void save(trimmed);
      }}
      noValidate
    >
      <Stack gap="xs">
        <TextInput
          label="Stream link"
          description="Your YouTube or Twitch stream, shown on your live page."
          placeholder="https://www.twitch.tv/yourchannel"
          leftSection={
            trimmed.includes('twitch') ? <IconBrandTwitch size={16} /> : <IconBrandYoutube size={16} />
          }
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          type="url"
          autoComplete="off"
          size={compact ? 'xs' : 'sm'}
        />
        <SaveClearButtons
          saveLabel="Save stream link"
          clearLabel="Remove stream link"
          hasSaved={Boolean(saved)}
          saving={saving}
          unchanged={trimmed === (saved ?? '')}
          compact={compact}
          onClear={() => {
            setValue('');
            void save(null);
          }}
        />
      </Stack>
    </form>
  );
}
