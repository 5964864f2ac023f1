import { routes, type DiscordFlags, type DiscordPreferencesDto } from '@lobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { notificationsKeys } from '../keys';

/** Spec POST /api/set-discord-notifications-preferences: changes any of the four flags. */
export const setDiscordFlags = (flags: Partial<DiscordFlags>) =>
  call(routes.discordPreferences.set, { body: flags });

/**
 * A switch flips at once; a refusal puts it back (the failure toasts like any other) and the server's answer
 * replaces the guess.
 */
export function useSetDiscordFlags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDiscordFlags,
    onMutate: async (flags) => {
      await queryClient.cancelQueries({ queryKey: notificationsKeys.discordPreferences });
      const before = queryClient.getQueryData<DiscordPreferencesDto>(notificationsKeys.discordPreferences);
      if (before)
        queryClient.setQueryData<DiscordPreferencesDto>(notificationsKeys.discordPreferences, {
          ...before,
          ...flags,
        });
      return { before };
    },
    onError: (_error, _flags, context) => {
      if (context?.before) queryClient.setQueryData(notificationsKeys.discordPreferences, context.before);
    },
    onSuccess: ({ preferences }) =>
      queryClient.setQueryData(notificationsKeys.discordPreferences, preferences),
  });
}
