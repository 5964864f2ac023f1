import { type DiscordPreferencesDto } from '@lobby/contracts';
import { Skeleton, Stack, Switch } from '@mantine/core';
import { ListError } from '../../../components/catalog/list-status';
import { DiscordWebhookInput } from '../../../components/discord/discord-webhook-input';
import { DiscordStatusBadge } from '../../../components/discord/discord-status-badge';
import { useDiscordWebhookForm } from '../../../components/discord/use-discord-webhook-form';
import { SectionCard } from '../../../components/section-card';
import { useChangeDiscordBot, useDiscordBot } from '../api/discord-bot';

/** Spec POST /api/change-discord-bot-status: the Lobby bot posts the streamer's notifications to their channel. */
export function DiscordBotCard({ starId, query }: { starId: string; query: string }) {
  const preferences = useDiscordBot(starId, query);
  return (
    <SectionCard
      title="Discord bot"
      description="Post notifications to a Discord channel through its webhook (Edit Channel → Integrations → Webhooks)."
      aside={preferences.data && <DiscordStatusBadge botEnabled={preferences.data.botEnabled} />}
    >
      {preferences.isPending ? (
        <Skeleton height={64} />
      ) : preferences.isError ? (
        <ListError error={preferences.error} onRetry={() => preferences.refetch()} />
      ) : (
        <DiscordSwitch preferences={preferences.data} starId={starId} query={query} />
      )}
    </SectionCard>
  );
}

interface DiscordSwitchProps {
  preferences: DiscordPreferencesDto;
  starId: string;
  query: string;
}

function DiscordSwitch({ preferences, starId, query }: DiscordSwitchProps) {
  const change = useChangeDiscordBot(starId, query);
  const { form, turn } = useDiscordWebhookForm(preferences, change);

  return (
    <form noValidate onSubmit={form.onSubmit(() => turn(true))} aria-label="Discord bot">
      <Stack gap="md">
        <Switch
          size="md"
          label="Post to Discord"
          checked={change.isPending && change.variables ? change.variables.status : preferences.botEnabled}
          disabled={change.isPending}
          onChange={(event) => turn(event.currentTarget.checked)}
        />
        <DiscordWebhookInput
          label="Channel webhook URL"
          description={
            preferences.webhookConnected
              ? 'A webhook is connected. Paste another to post somewhere else.'
              : 'Needed before the bot can be turned on.'
          }
          {...form.getInputProps('webhookUrl')}
        />
      </Stack>
    </form>
  );
}
