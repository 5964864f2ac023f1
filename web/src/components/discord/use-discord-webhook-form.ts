import { NotificationsText, type DiscordPreferencesDto } from '@lobby/contracts';
import { useForm } from '@mantine/form';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { errorText } from '../../lib/query-client';

/** The body of spec POST /api/change-discord-bot-status. */
export interface DiscordBotStatusChange {
  status: boolean;
  /** A new webhook to post to; left out, the stored one stays. */
  webhookUrl?: string;
}

/** The one thing the form needs of a change-discord-bot-status mutation (the fan's own, or a streamer's). */
interface ChangeStatus<TData extends { message: string }> {
  mutate: (
    body: DiscordBotStatusChange,
    options: { onSuccess: (data: TData) => void; onError: (error: Error) => void },
  ) => void;
}

/**
 * The webhook field and the on/off switch of Discord delivery: turning on needs a webhook (typed now, or
 * connected earlier); a refusal (a missing or wrong webhook) belongs under the field, anything else is a toast.
 */
export function useDiscordWebhookForm<TData extends { message: string }>(
  preferences: DiscordPreferencesDto,
  change: ChangeStatus<TData>,
) {
  const form = useForm({ initialValues: { webhookUrl: '' } });
  const typedUrl = form.values.webhookUrl.trim();

  const send = (body: DiscordBotStatusChange) => {
    form.clearFieldError('webhookUrl');
    change.mutate(body, {
      onSuccess: ({ message }) => {
        notify.success(message);
        if (body.webhookUrl) form.reset();
      },
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

  return { form, typedUrl, turn };
}
