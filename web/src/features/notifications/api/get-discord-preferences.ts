import { routes } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { notificationsKeys } from '../keys';

/** Spec GET get-discord-notifications-preferences: whether Discord is on, a webhook is set, and the four flags. */
export const discordPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: notificationsKeys.discordPreferences,
    queryFn: ({ signal }) => call(routes.discordPreferences.get, { signal }),
  });

export const useDiscordPreferences = () => useQuery(discordPreferencesQueryOptions());
