import { NotificationsText, type DiscordPreferencesDto } from '@lobby/contracts';
import { Badge, Skeleton, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBrandDiscord } from '@tabler/icons-react';
import { ListError } from '../../../components/catalog/list-status';
import { SectionCard } from '../../../components/section-card';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { errorText } from '../../../lib/query-client';
import { useChangeDiscordBot, useDiscordBot, type DiscordBotChange } from '../api/discord-bot';

/** Spec POST /api/change-discord-bot-status: the Lobby bot posts the streamer's notifications to their channel. */
export function DiscordBotCard({ starId, query }: { starId: string; query: string }) {
  const preferences = useDiscordBot(starId, query);
  return (
    <SectionCard
      title="Discord bot"
      description="Post notifications to a Discord channel through its webhook (Edit Channel → Integrations → Webhooks)."
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
  const form = useForm({ initialValues: { webhookUrl: '' } });
  const typedUrl = form.values.webhookUrl.trim();

  const send = (body: DiscordBotChange) => {
    form.clearFieldError('webhookUrl');
    change.mutate(body, {
      onSuccess: ({ message }) => {
        notify.success(message);
        if (body.webhookUrl) form.reset();
      },
      // A missing or wrong webhook belongs under the field; anything else is a toast.
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400)
          form.setFieldError('webhookUrl', error.message);
        else notify.error(errorText(error));
      },
    });
  };

  const turn = (on: boolean) => {
    if (!on) return send({ status: false });
    if (!typedUrl && !preferences.webhookConnected)
      return form.setFieldError('webhookUrl', NotificationsText.webhookRequired);
    send({ status: true, ...(typedUrl && { webhookUrl: typedUrl }) });
  };

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
        <TextInput
          label="Channel webhook URL"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://discord.com/api/webhooks/…"
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
