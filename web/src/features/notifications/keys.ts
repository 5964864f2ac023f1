export const notificationsKeys = {
  feed: (userId: string) => ['notifications', userId] as const,
  discordPreferences: ['notifications', 'discord-preferences'] as const,
  emailPreferences: ['email-preferences'] as const,
};
