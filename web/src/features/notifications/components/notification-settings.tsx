import { SimpleGrid } from '@mantine/core';
import { BrowserNotificationsCard } from './browser-notifications-card';
import { DiscordNotificationsCard } from './discord-notifications-card';
import { EmailPreferencesCard } from './email-preferences-card';

/** The profile's notification settings: Discord delivery, email preferences and this browser's permission. */
export function NotificationSettings() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
      <DiscordNotificationsCard />
      <EmailPreferencesCard />
      <BrowserNotificationsCard />
    </SimpleGrid>
  );
}
