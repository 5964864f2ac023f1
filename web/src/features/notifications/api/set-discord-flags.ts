import { routes, type DiscordFlags, type DiscordPreferencesDto } from '@lobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { discordPreferencesKey } from './get-discord-preferences';

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
      await queryClient.cancelQueries({ queryKey: discordPreferencesKey });
      const before = queryClient.getQueryData<DiscordPreferencesDto>(discordPreferencesKey);
      if (before)
        queryClient.setQueryData<DiscordPreferencesDto>(discordPreferencesKey, { ...before, ...flags });
      return { before };
    },
    onError: (_error, _flags, context) => {
      if (context?.before) queryClient.setQueryData(discordPreferencesKey, context.before);
    },
    onSuccess: ({ preferences }) => queryClient.setQueryData(discordPreferencesKey, preferences),
  });
}
