import { routes } from '@lobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { notificationsKeys } from '../keys';

export interface DiscordBotStatus {
  status: boolean;
  /** A new webhook to post to; left out, the one set earlier stays. */
  webhookUrl?: string;
}

/** Spec POST /api/change-discord-bot-status: turns Discord delivery on (with a webhook) or off. */
export const changeDiscordBotStatus = (body: DiscordBotStatus) =>
  call(routes.discordPreferences.changeStatus, { body });

/** The screen shows a refusal under the webhook field itself, so the mutation does not toast it. */
export function useChangeDiscordBotStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeDiscordBotStatus,
    meta: { silent: true },
    onSuccess: ({ preferences }) =>
      queryClient.setQueryData(notificationsKeys.discordPreferences, preferences),
  });
}
