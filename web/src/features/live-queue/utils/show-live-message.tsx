import { Avatar } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/** How long a pushed live message stays up (spec §9: notification pop-ups last 10 s). */
const LIVE_MESSAGE_MS = 10_000;

interface LiveMessage {
  /** The same message pushed twice (two hooks, a reconnect) shows once. */
  id: string;
  title: string;
  message: string;
  image: string | null;
}

/** A pushed live-session message as a pop-up with the sender's picture. */
export function showLiveMessage({ id, title, message, image }: LiveMessage) {
  notifications.show({
    id: `live-message-${id}`,
    title,
    message,
    color: 'violet',
    autoClose: LIVE_MESSAGE_MS,
    icon: image ? <Avatar src={image} size={28} radius="xl" alt="" /> : undefined,
  });
}
