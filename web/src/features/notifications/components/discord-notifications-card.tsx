import {
  DiscordNotificationFlags,
  type DiscordNotificationFlag,
  type DiscordPreferencesDto,
} from '@lobby/contracts';
import { Button, Divider, Group, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { useId } from 'react';
import { ListError } from '../../../components/catalog/list-status';
import { DiscordWebhookInput } from '../../../components/discord/discord-webhook-input';
import { DiscordStatusBadge } from '../../../components/discord/discord-status-badge';
import { useDiscordWebhookForm } from '../../../components/discord/use-discord-webhook-form';
import { SectionCard } from '../../../components/section-card';
import { notify } from '../../../lib/notify';
import { useChangeDiscordBotStatus } from '../api/change-discord-bot-status';
import { useDiscordPreferences } from '../api/get-discord-preferences';
import { useSetDiscordFlags } from '../api/set-discord-flags';

const FLAG_LABELS: Record<DiscordNotificationFlag, string> = {
  upcomingSlots: 'Upcoming booked sessions',
  favoriteCreatorSlots: 'New slots from my favourite creators',
  favoriteCreatorLive: 'My favourite creators go live',
  promotions: 'New promo codes from my favourite creators',
};

/** Spec §7 Discord preferences: where to post (a channel's webhook), on or off, and what to send. */
export function DiscordNotificationsCard() {
  const preferences = useDiscordPreferences();
  return (
    <SectionCard
      title="Discord"
      description="Get your Lobby notifications in a Discord channel of yours, through the channel's webhook (Edit Channel → Integrations → Webhooks)."
      aside={preferences.data && <DiscordStatusBadge botEnabled={preferences.data.botEnabled} />}
    >
      {preferences.isPending ? (
        <Stack gap="md">
          <Skeleton height={56} />
          <Skeleton height={24} width="60%" />
        </Stack>
      ) : preferences.isError ? (
        <ListError error={preferences.error} onRetry={() => preferences.refetch()} />
      ) : (
        <DiscordSettings preferences={preferences.data} />
      )}
    </SectionCard>
  );
}

function DiscordSettings({ preferences }: { preferences: DiscordPreferencesDto }) {
  const changeStatus = useChangeDiscordBotStatus();
  const setFlags = useSetDiscordFlags();
  const { form, typedUrl, turn: switchDiscord } = useDiscordWebhookForm(preferences, changeStatus);
  const flagsTitleId = useId();

  /** Enter in the field: saves a typed webhook, or turns Discord on as the switch would. */
  const submitWebhook = () => {
    if (typedUrl || !preferences.botEnabled) switchDiscord(true);
  };

  const saveFlag = (flag: DiscordNotificationFlag, on: boolean) =>
    setFlags.mutate({ [flag]: on }, { onSuccess: ({ message }) => notify.success(message) });

  return (
    <Stack gap="lg">
      <form noValidate onSubmit={form.onSubmit(submitWebhook)} aria-label="Discord webhook">
        <Stack gap="md">
          <DiscordWebhookInput
            label="Discord webhook URL"
            description={
              preferences.webhookConnected
                ? 'A webhook is connected. Paste another one to post somewhere else.'
                : 'Paste the webhook URL of the channel to post to.'
            }
            {...form.getInputProps('webhookUrl')}
          />
          <Group justify="space-between" gap="sm">
            <Switch
              size="md"
              label="Send my notifications to Discord"
              checked={
                changeStatus.isPending && changeStatus.variables
                  ? changeStatus.variables.status
                  : preferences.botEnabled
              }
              disabled={changeStatus.isPending}
              onChange={(event) => switchDiscord(event.currentTarget.checked)}
            />
            {preferences.botEnabled && typedUrl !== '' && (
              <Button
                type="submit"
                variant="light"
                loading={changeStatus.isPending && Boolean(changeStatus.variables?.webhookUrl)}
              >
                Save webhook
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      <Divider />
      <Stack gap="sm" role="group" aria-labelledby={flagsTitleId}>
        <div>
          <Text fw={600} id={flagsTitleId}>
            What to send to Discord
          </Text>
          <Text size="sm" c="dimmed">
            Used while Discord notifications are on.
          </Text>
        </div>
        {DiscordNotificationFlags.map((flag) => (
          <Switch
            key={flag}
            label={FLAG_LABELS[flag]}
            checked={preferences[flag]}
            onChange={(event) => saveFlag(flag, event.currentTarget.checked)}
          />
        ))}
      </Stack>
    </Stack>
  );
}
