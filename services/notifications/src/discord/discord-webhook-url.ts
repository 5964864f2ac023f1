import { InputLimits } from '@lobby/contracts';

const DISCORD_HOSTS = new Set([
  'discord.com',
  'ptb.discord.com',
  'canary.discord.com',
  'discordapp.com',
  'ptb.discordapp.com',
  'canary.discordapp.com',
]);
const WEBHOOK_PATH = /^\/api(?:\/v\d{1,2})?\/webhooks\/(\d{1,25})\/([A-Za-z0-9_-]{1,200})\/?$/;

/**
 * The `{id}/{token}` of a webhook URL as Discord's "Copy Webhook URL" gives it
 * (https://discord.com/api/webhooks/{id}/{token}, also discordapp.com, the ptb. and canary. clients, and an
 * /api/vN prefix), or null for anything else. Only Discord's own hosts are accepted, so the service never
 * posts to an address a user chose.
 */
export function webhookPathOf(value: string): string | null {
  const text = value.trim();
  if (text.length > InputLimits.discordWebhookUrlMax) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const plain = url.protocol === 'https:' && !url.port && !url.username && !url.password;
  if (!plain || !DISCORD_HOSTS.has(url.hostname) || url.search || url.hash) return null;
  const match = WEBHOOK_PATH.exec(url.pathname);
  return match ? `${match[1]}/${match[2]}` : null;
}
