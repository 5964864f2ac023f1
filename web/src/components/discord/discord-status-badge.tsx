import { Badge } from '@mantine/core';
import { IconBrandDiscord } from '@tabler/icons-react';

/** On or off, beside the title of a card that sets Discord delivery (the fan's notifications, the streamer's bot). */
export function DiscordStatusBadge({ botEnabled }: { botEnabled: boolean }) {
  return (
    <Badge variant="light" color={botEnabled ? 'teal' : 'gray'} leftSection={<IconBrandDiscord size={14} />}>
      {botEnabled ? 'On' : 'Off'}
    </Badge>
  );
}
