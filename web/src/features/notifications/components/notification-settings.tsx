import { SimpleGrid } from '@mantine/core';
import { BrowserNotificationsCard } from './browser-notifications-card';
import { DiscordNotificationsCard } from './discord-notifications-card';

/** The profile's notification settings: Discord delivery and this browser's permission. */
export function NotificationSettings() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
      <DiscordNotificationsCard />
      <BrowserNotificationsCard />
    </SimpleGrid>
  );
}
