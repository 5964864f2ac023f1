import { LiveText } from '@lobby/contracts';
import { Button, Group, Paper, Text, TextInput, ThemeIcon } from '@mantine/core';
import { IconBrandTwitch, IconBrandYoutube, IconBroadcast, IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import type { LiveStartForm } from '../hooks/use-live-start-form';

/** A quick check before asking the server (which decides): a YouTube or Twitch address (spec §5 "Stream link"). */
const STREAM_HOST =
  /^(?:https?:\/\/)?(?:(?:www|m)\.)?(?:youtube\.com|youtu\.be|twitch\.tv|player\.twitch\.tv)\//i;

/**
 * Embeds the stream the streamer is broadcasting: the session is then "streaming", and its title, picture
 * and description come from the stream; 'remove' brings the defaults back (spec §4).
 */
export function StreamLinkField({ live }: { live: LiveStartForm }) {
  const [link, setLink] = useState('');
  const embedded = live.form.values.streamingLink;

  const embed = async () => {
    if (!STREAM_HOST.test(link.trim())) {
      notify.error(LiveText.invalidStreamLink);
      return;
    }
    if (await live.embedStream(link)) setLink('');
  };

  if (embedded) {
    const Icon = embedded.includes('twitch') ? IconBrandTwitch : IconBrandYoutube;
    return (
      <Paper withBorder radius="md" p="sm">
        <Group gap="sm" wrap="nowrap" justify="space-between">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <ThemeIcon color="red" variant="light" radius="xl" size={34}>
              <Icon size={20} />
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>
                Your stream is embedded
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {embedded}
              </Text>
            </div>
          </Group>
          <Button size="compact-sm" variant="subtle" color="red" onClick={live.removeStream}>
            remove
          </Button>
        </Group>
      </Paper>
    );
  }

  return (
    <TextInput
      label="Streaming too? Embed your stream"
      description="A YouTube or Twitch link: fans watch it on your live page, and it fills in the title, picture and description."
      placeholder="https://www.twitch.tv/yourchannel"
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      leftSection={<IconLink size={16} />}
      value={link}
      onChange={(event) => setLink(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          void embed();
        }
      }}
      rightSectionWidth={92}
      rightSection={
        <Button
          size="compact-sm"
          leftSection={<IconBroadcast size={14} />}
          loading={live.embedding}
          disabled={!link.trim()}
          onClick={() => void embed()}
        >
          Embed
        </Button>
      }
    />
  );
}
