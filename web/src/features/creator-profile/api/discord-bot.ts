import { routes } from '@lobby/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { actingFor, call } from '../../../lib/api-client';
import { creatorProfileKeys } from '../keys';

/** The streamer's Discord delivery (on or off, webhook connected); `query` names the streamer for a moderator. */
export const useDiscordBot = (starId: string, query: string) =>
  useQuery(
    queryOptions({
      queryKey: creatorProfileKeys.discord(starId),
      queryFn: ({ signal }) => call(routes.discordPreferences.get, { query: actingFor(query), signal }),
    }),
  );

export interface DiscordBotChange {
  status: boolean;
  /** A new webhook to post to; left out, the stored one stays. */
  webhookUrl?: string;
}

/** Spec POST /api/change-discord-bot-status. The card shows a refusal under the webhook field, not as a toast. */
export function useChangeDiscordBot(starId: string, query: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DiscordBotChange) =>
      call(routes.discordPreferences.changeStatus, { body, query: actingFor(query) }),
    meta: { silent: true },
    onSuccess: ({ preferences }) => queryClient.setQueryData(creatorProfileKeys.discord(starId), preferences),
  });
}
