import {
  DiscordNotificationFlags,
  NotificationsText,
  type DiscordNotificationFlag,
  type DiscordPreferencesDto,
} from '@lobby/contracts';
import { Badge, Button, Divider, Group, Skeleton, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBrandDiscord } from '@tabler/icons-react';
import { useId } from 'react';
import { ListError } from '../../../components/catalog/list-status';
import { SectionCard } from '../../../components/section-card';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { errorText } from '../../../lib/query-client';
import { useChangeDiscordBotStatus, type DiscordBotStatus } from '../api/change-discord-bot-status';
import { useDiscordPreferences } from '../api/get-discord-preferences';
import { useSetDiscordFlags } from '../api/set-discord-flags';

const FLAG_LABELS: Record<DiscordNotificationFlag, string> = {
  upcomingSlots: 'Upcoming booked sessions',
  favoriteCreatorSlots: 'New slots from my favourite creators',
  favoriteCreatorLive: 'My favourite creators go live',
  promotions: 'Promotions and giveaways',
};

/** Spec §7 Discord preferences: where to post (a channel's webhook), on or off, and what to send. */
export function DiscordNotificationsCard() {
  const preferences = useDiscordPreferences();
  return (
    <SectionCard
      title="Discord"
      description="Get your Lobby notifications in a Discord channel of yours, through the channel's webhook (Edit Channel → Integrations → Webhooks)."
      aside={
        preferences.data && (
          <Badge
            variant="light"
            color={preferences.data.botEnabled ? 'teal' : 'gray'}
            leftSection={<IconBrandDiscord size={14} />}
          >
            {preferences.data.botEnabled ? 'On' : 'Off'}
          </Badge>
        )
      }
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
  const form = useForm({ initialValues: { webhookUrl: '' } });
  const typedUrl = form.values.webhookUrl.trim();
  const flagsTitleId = useId();

  const send = (body: DiscordBotStatus) => {
    form.clearFieldError('webhookUrl');
    changeStatus.mutate(body, {
      onSuccess: ({ message }) => {
        notify.success(message);
        if (body.webhookUrl) form.reset();
      },
      onError: (error) => {
        // The server's refusals (a missing or wrong webhook) belong to the field; anything else is a toast.
        if (error instanceof ApiError && error.status === 400)
          form.setFieldError('webhookUrl', error.message);
        else notify.error(errorText(error));
      },
    });
  };

  const switchDiscord = (on: boolean) => {
    if (!on) return send({ status: false });
    if (!typedUrl && !preferences.webhookConnected)
      return form.setFieldError('webhookUrl', NotificationsText.webhookRequired);
    send({ status: true, ...(typedUrl && { webhookUrl: typedUrl }) });
  };

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
          <TextInput
            label="Discord webhook URL"
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://discord.com/api/webhooks/…"
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
