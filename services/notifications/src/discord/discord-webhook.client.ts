import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, CLOCK, type Clock, RetryLater } from '@lobby/service-kit';
import type { NotificationsConfig } from '../notifications.config';

/** What is posted to a user's Discord webhook: a line of text and a link card. */
export interface DiscordMessage {
  content: string;
  embed?: { title: string; url?: string; description?: string; thumbnailUrl?: string | null };
}

/** Discord answered 401 or 404: the webhook was deleted (or its token reset); posting again can't help. */
export class WebhookGone extends Error {}

const TIMEOUT_MS = 10_000;
/** When a 429 names no wait at all. */
const DEFAULT_RETRY_AFTER_MS = 1_000;
/** Lobby's violet, the embed's side bar. */
const EMBED_COLOR = 0x7950f2;
const MAX_CONTENT = 2000;
const MAX_TITLE = 256;
const MAX_DESCRIPTION = 4096;

/**
 * Posts to Discord webhooks under the configured API base (tests point it at a local fake). It keeps
 * Discord's rate limits on this replica: posts to one webhook go one at a time; a reply that leaves a
 * webhook's bucket empty (`X-RateLimit-Remaining: 0`) holds that webhook for `X-RateLimit-Reset-After`; a 429
 * holds it (or every webhook, when global) for its `retry_after`. A held post throws `RetryLater`, so the
 * delivery queue waits it out without counting an attempt.
 */
@Injectable()
export class DiscordWebhookClient {
  private readonly heldUntil = new Map<string, number>();
  private allHeldUntil = 0;
  private readonly queued = new Map<string, Promise<void>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: NotificationsConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Sent when this resolves; throws `RetryLater`, `WebhookGone`, or an Error worth retrying. */
  post(webhookPath: string, message: DiscordMessage): Promise<void> {
    const previous = this.queued.get(webhookPath) ?? Promise.resolve();
    const current = previous.catch(() => undefined).then(() => this.postNow(webhookPath, message));
    this.queued.set(webhookPath, current);
    const forget = () => {
      if (this.queued.get(webhookPath) === current) this.queued.delete(webhookPath);
    };
    current.then(forget, forget);
    return current;
  }

  private async postNow(webhookPath: string, message: DiscordMessage): Promise<void> {
    const heldForMs = this.heldForMs(webhookPath);
    if (heldForMs > 0) throw new RetryLater(heldForMs, 'Discord webhook bucket is empty');

    const response = await fetch(`${this.config.discordApiUrl}/webhooks/${webhookPath}?wait=true`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(this.toDiscord(message)),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = await response.text();
    if (response.status === 429) {
      const afterMs = retryAfterMs(response.headers, body);
      this.hold(isGlobal(response.headers, body) ? null : webhookPath, afterMs);
      throw new RetryLater(afterMs, 'Discord rate limited the webhook');
    }
    if (headerNumber(response.headers, 'x-ratelimit-remaining') === 0) {
      const resetAfter = headerNumber(response.headers, 'x-ratelimit-reset-after');
      if (resetAfter !== null) this.hold(webhookPath, resetAfter * 1000);
    }
    if (response.ok) return;
    if (response.status === 401 || response.status === 404) {
      throw new WebhookGone(`Discord answered ${response.status}: ${body.slice(0, 200)}`);
    }
    throw new Error(`Discord answered ${response.status}: ${body.slice(0, 200)}`);
  }

  private heldForMs(webhookPath: string): number {
    const now = this.clock.now().getTime();
    const until = Math.max(this.allHeldUntil, this.heldUntil.get(webhookPath) ?? 0);
    if (until <= now) this.heldUntil.delete(webhookPath);
    return Math.max(0, until - now);
  }

  /** Holds one webhook, or all of them when `webhookPath` is null. */
  private hold(webhookPath: string | null, forMs: number): void {
    const until = this.clock.now().getTime() + Math.ceil(forMs);
    if (webhookPath === null) this.allHeldUntil = Math.max(this.allHeldUntil, until);
    else this.heldUntil.set(webhookPath, Math.max(this.heldUntil.get(webhookPath) ?? 0, until));
  }

  /** Discord's message JSON; nothing in it may ping (a gig title saying @everyone stays text). */
  private toDiscord({ content, embed }: DiscordMessage) {
    const url = embed?.url ? this.absolute(embed.url) : undefined;
    const thumbnail = embed?.thumbnailUrl ? this.absolute(embed.thumbnailUrl) : undefined;
    return {
      content: clip(content, MAX_CONTENT),
      embeds: embed
        ? [
            {
              title: clip(embed.title, MAX_TITLE),
              color: EMBED_COLOR,
              ...(url ? { url } : {}),
              ...(embed.description ? { description: clip(embed.description, MAX_DESCRIPTION) } : {}),
              ...(thumbnail ? { thumbnail: { url: thumbnail } } : {}),
            },
          ]
        : [],
      allowed_mentions: { parse: [] },
    };
  }

  /** Discord refuses relative links (the message would fail for good): they are made the web app's. */
  private absolute(link: string): string | undefined {
    if (/^https?:\/\//i.test(link)) return link;
    return link.startsWith('/') ? `${this.config.webUrl}${link}` : undefined;
  }
}

function retryAfterMs(headers: Headers, body: string): number {
  const fromBody = parseJson(body)?.retry_after;
  if (typeof fromBody === 'number' && Number.isFinite(fromBody) && fromBody >= 0) return fromBody * 1000;
  const seconds = headerNumber(headers, 'retry-after') ?? headerNumber(headers, 'x-ratelimit-reset-after');
  return seconds !== null && seconds >= 0 ? seconds * 1000 : DEFAULT_RETRY_AFTER_MS;
}

function isGlobal(headers: Headers, body: string): boolean {
  return (
    parseJson(body)?.global === true ||
    headers.get('x-ratelimit-global') === 'true' ||
    headers.get('x-ratelimit-scope') === 'global'
  );
}

function headerNumber(headers: Headers, name: string): number | null {
  const value = headers.get(name);
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
