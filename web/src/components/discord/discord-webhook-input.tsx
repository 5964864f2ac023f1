import { TextInput, type TextInputProps } from '@mantine/core';

/** A Discord channel's webhook URL; the label, the description and the form's props come from the card. */
export function DiscordWebhookInput(props: TextInputProps) {
  return (
    <TextInput
      type="url"
      inputMode="url"
      autoComplete="off"
      placeholder="https://discord.com/api/webhooks/…"
      {...props}
    />
  );
}
