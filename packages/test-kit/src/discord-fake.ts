import type { IncomingMessage, ServerResponse } from 'node:http';
import { FakeHttpServer } from './fake-http-server';

/** What a fake webhook was sent, as Discord would have read it. */
export interface FakeDiscordPost {
  /** `{id}/{token}` of the webhook posted to. */
  webhookPath: string;
  /** The status the fake answered. */
  status: number;
  body: { content?: string; embeds?: FakeDiscordEmbed[]; allowed_mentions?: { parse: string[] } };
  query: Record<string, string>;
  at: number;
}

export interface FakeDiscordEmbed {
  title?: string;
  url?: string;
  description?: string;
  thumbnail?: { url: string };
}

interface Bucket {
  remaining: number;
  resetAt: number;
}

interface PlannedRefusal {
  status: number;
  retryAfterSeconds: number;
  global: boolean;
  webhookPath: string | null;
}

const WEBHOOK_ROUTE = /^\/api\/v10\/webhooks\/(\d+)\/([A-Za-z0-9_-]+)$/;
const MAX_CONTENT_LENGTH = 2000;

/**
 * A local stand-in for Discord's webhook endpoint (tests only): POST /api/v10/webhooks/{id}/{token}. It
 * keeps Discord's per-webhook bucket (`bucket`: so many posts per window, told in the `X-RateLimit-*`
 * headers, a 429 when exceeded), refuses empty or too long messages with 400 as Discord does, and answers
 * 404 for webhooks `remove`d. `rateLimitNext` and `failNext` plan refusals. Every post is recorded.
 */
export class FakeDiscord {
  readonly posts: FakeDiscordPost[] = [];
  /** Discord's webhook bucket: 5 posts per 2 seconds. */
  bucket = { limit: 5, resetAfterMs: 2000 };
  private readonly buckets = new Map<string, Bucket>();
  private readonly removed = new Set<string>();
  private readonly planned: PlannedRefusal[] = [];
  private readonly http = new FakeHttpServer((req, res) => void this.handle(req, res));

  async start(): Promise<this> {
    await this.http.start();
    return this;
  }

  stop(): Promise<void> {
    return this.http.stop();
  }

  /** Discord's API base URL as the fake serves it. */
  get apiUrl(): string {
    return `${this.http.url}/api/v10`;
  }

  /** The setting that points the notifications service at this fake. */
  get env(): Record<string, string> {
    return { DISCORD_API_URL: this.apiUrl };
  }

  /** The next `count` posts (to `webhookPath` only, when given) are answered 429 with `retry_after`. */
  rateLimitNext(
    count: number,
    retryAfterSeconds: number,
    { webhookPath = null, global = false }: { webhookPath?: string | null; global?: boolean } = {},
  ): void {
    for (let i = 0; i < count; i += 1) {
      this.planned.push({ status: 429, retryAfterSeconds, global, webhookPath });
    }
  }

  /** The next `count` posts (to `webhookPath` only, when given) are answered with `status` (a 500, say). */
  failNext(count: number, status = 500, webhookPath: string | null = null): void {
    for (let i = 0; i < count; i += 1) {
      this.planned.push({ status, retryAfterSeconds: 0, global: false, webhookPath });
    }
  }

  /** The webhook was deleted in Discord: posts to it are answered 404 Unknown Webhook. */
  remove(webhookPath: string): void {
    this.removed.add(webhookPath);
  }

  /** Posts the fake accepted for the webhook, oldest first. */
  delivered(webhookPath: string): FakeDiscordPost[] {
    return this.posts.filter((post) => post.webhookPath === webhookPath && post.status === 200);
  }

  /** Posts the fake refused with `status` (any webhook). */
  refused(status: number): FakeDiscordPost[] {
    return this.posts.filter((post) => post.status === status);
  }

  reset(): void {
    this.posts.length = 0;
    this.planned.length = 0;
    this.buckets.clear();
    this.removed.clear();
    this.bucket = { limit: 5, resetAfterMs: 2000 };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const route = WEBHOOK_ROUTE.exec(url.pathname);
    if (req.method !== 'POST' || !route) return reply(res, 404, { message: '404: Not Found', code: 0 });
    const webhookPath = `${route[1]}/${route[2]}`;
    const raw = await readBody(req);
    let body: FakeDiscordPost['body'] = {};
    try {
      body = JSON.parse(raw);
    } catch {
      body = {};
    }
    const post: FakeDiscordPost = {
      webhookPath,
      status: 200,
      body,
      query: Object.fromEntries(url.searchParams),
      at: Date.now(),
    };
    this.posts.push(post);
    const [status, answer, headers] = this.answer(webhookPath, req.headers['content-type'] ?? '', body);
    post.status = status;
    reply(res, status, answer, headers);
  }

  private answer(
    webhookPath: string,
    contentType: string,
    body: FakeDiscordPost['body'],
  ): [number, unknown, Record<string, string>] {
    if (this.removed.has(webhookPath)) return [404, { message: 'Unknown Webhook', code: 10015 }, {}];
    const plannedAt = this.planned.findIndex(
      (refusal) => refusal.webhookPath === null || refusal.webhookPath === webhookPath,
    );
    if (plannedAt >= 0) {
      const [refusal] = this.planned.splice(plannedAt, 1);
      if (refusal.status !== 429) return [refusal.status, { message: 'Internal Server Error', code: 0 }, {}];
      return rateLimited(refusal.retryAfterSeconds, refusal.global);
    }

    const now = Date.now();
    let bucket = this.buckets.get(webhookPath);
    if (!bucket || now >= bucket.resetAt) {
      bucket = { remaining: this.bucket.limit, resetAt: now + this.bucket.resetAfterMs };
      this.buckets.set(webhookPath, bucket);
    }
    if (bucket.remaining === 0) return rateLimited((bucket.resetAt - now) / 1000, false);

    if (!contentType.startsWith('application/json')) {
      return [400, { message: 'Cannot send an empty message', code: 50006 }, {}];
    }
    const hasContent = typeof body.content === 'string' && body.content.length > 0;
    if (!hasContent && !(body.embeds?.length ?? 0)) {
      return [400, { message: 'Cannot send an empty message', code: 50006 }, {}];
    }
    if ((body.content?.length ?? 0) > MAX_CONTENT_LENGTH) {
      return [400, { message: 'Invalid Form Body', code: 50035 }, {}];
    }
    bucket.remaining -= 1;
    const headers = {
      'x-ratelimit-limit': String(this.bucket.limit),
      'x-ratelimit-remaining': String(bucket.remaining),
      'x-ratelimit-reset-after': ((bucket.resetAt - now) / 1000).toFixed(3),
    };
    const [webhookId] = webhookPath.split('/');
    return [
      200,
      { id: String(now), webhook_id: webhookId, content: body.content ?? '', embeds: [] },
      headers,
    ];
  }
}

function rateLimited(retryAfterSeconds: number, global: boolean): [number, unknown, Record<string, string>] {
  const headers: Record<string, string> = {
    'retry-after': String(Math.ceil(retryAfterSeconds)),
    'x-ratelimit-remaining': '0',
    'x-ratelimit-reset-after': retryAfterSeconds.toFixed(3),
    'x-ratelimit-scope': global ? 'global' : 'user',
  };
  if (global) headers['x-ratelimit-global'] = 'true';
  return [429, { message: 'You are being rate limited.', retry_after: retryAfterSeconds, global }, headers];
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}

function reply(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}
