import { randomBytes, randomInt } from 'node:crypto';
import {
  NotificationsText,
  type DiscordFlags,
  type DiscordNotificationFlag,
  type DiscordPreferencesDto,
} from '@lobby/contracts';
import { DATABASE, newId } from '@lobby/service-kit';
import { FakeDiscord, refusal, ServiceHarness, waitFor } from '@lobby/test-kit';
import type { NotificationsDatabase } from '../db/database';
import { notificationsService } from '../notifications.definition';
import { DiscordDeliveries, type DiscordMessage } from './discord-deliveries';

/** The notifications service for real (its own database and NATS), Discord answered by a local fake. */
class DiscordHarness extends ServiceHarness {
  readonly discord = new FakeDiscord();

  constructor() {
    super(notificationsService, { WEB_URL: 'https://lobby.test' });
  }

  override async start(): Promise<this> {
    await this.discord.start();
    return super.start();
  }

  override startService(extraEnv: Record<string, string> = {}): Promise<void> {
    return super.startService({ ...this.discord.env, ...extraEnv });
  }

  override async stop(): Promise<void> {
    await super.stop();
    await this.discord.stop();
  }

  /** Queues a message as the notifications' own handlers do, in a transaction. */
  queue(flag: DiscordNotificationFlag, userIds: string[], message: DiscordMessage, dedupeKey = newId()) {
    const db = this.service.app.get<NotificationsDatabase>(DATABASE);
    const deliveries = this.service.app.get(DiscordDeliveries);
    return db.transaction((tx) => deliveries.queueFor(tx, flag, userIds, message, dedupeKey));
  }
}

interface Webhook {
  url: string;
  path: string;
  token: string;
}

function newWebhook(): Webhook {
  const id = `${randomInt(1e8, 1e9)}${randomInt(1e8, 1e9)}`;
  const token = randomBytes(34).toString('base64url');
  return { url: `https://discord.com/api/webhooks/${id}/${token}`, path: `${id}/${token}`, token };
}

const DEFAULTS: DiscordPreferencesDto = {
  botEnabled: false,
  webhookConnected: false,
  upcomingSlots: true,
  favoriteCreatorSlots: true,
  favoriteCreatorLive: true,
  promotions: false,
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('notifications: Discord preferences and delivery', () => {
  const stack = new DiscordHarness();
  beforeAll(() => stack.start(), 30_000);
  afterAll(() => stack.stop());
  afterEach(() => stack.discord.reset());

  const preferences = (userId: string) => stack.send('notifications.discordPreferences', { userId });
  const setFlags = (userId: string, flags: Record<string, unknown>) =>
    stack.send('notifications.setDiscordPreferences', { userId, ...(flags as Partial<DiscordFlags>) });
  // A status that is not true or false is the gateway's to refuse (ChangeDiscordBotStatusDto, its API test).
  const changeStatus = (userId: string, status: boolean, webhookUrl?: string | null) =>
    stack.send('notifications.changeDiscordBotStatus', {
      userId,
      status,
      ...(webhookUrl === undefined ? {} : { webhookUrl }),
    });
  const invalid = (message: string) => ({ status: 400, message });

  /** Posts to the webhook other than the greeting a newly connected webhook gets. */
  const notificationsTo = (webhook: Webhook) =>
    stack.discord
      .delivered(webhook.path)
      .filter((post) => post.body.content !== NotificationsText.discordConnected);

  /** A user with Discord delivery on, its greeting delivered, and these flags. */
  async function connectedUser(
    flags: Partial<DiscordFlags> = {},
  ): Promise<{ userId: string; webhook: Webhook }> {
    const userId = newId();
    const webhook = newWebhook();
    await changeStatus(userId, true, webhook.url);
    await waitFor(async () => stack.discord.delivered(webhook.path).length === 1, { what: 'the greeting' });
    if (Object.keys(flags).length > 0) await setFlags(userId, flags);
    return { userId, webhook };
  }

  const slotsMessage: DiscordMessage = {
    content: 'Star_1 added 2 new slots for Ranked coaching',
    embed: {
      title: 'Ranked coaching',
      url: '/gig/ranked-coaching',
      description: 'Pick a time that suits you.',
      thumbnailUrl: '/uploads/gigs/ranked.webp',
    },
  };

  describe('preferences', () => {
    it('answers the defaults for a user who never set anything, and creates no row', async () => {
      const userId = newId();
      expect(await preferences(userId)).toEqual(DEFAULTS);
      const { rows } = await stack.db.query('SELECT 1 FROM discord_preferences WHERE user_id = $1', [userId]);
      expect(rows).toHaveLength(0);
    });

    it('turns delivery on with a webhook URL, stores only its id and token, and never shows the token', async () => {
      const userId = newId();
      const webhook = newWebhook();
      const answer = await changeStatus(userId, true, webhook.url);

      expect(answer).toEqual({
        message: NotificationsText.botEnabled,
        preferences: { ...DEFAULTS, botEnabled: true, webhookConnected: true },
      });
      expect(JSON.stringify(answer)).not.toContain(webhook.token);
      expect(JSON.stringify(await preferences(userId))).not.toContain(webhook.token);
      const { rows } = await stack.db.query(
        'SELECT webhook_path FROM discord_preferences WHERE user_id = $1',
        [userId],
      );
      expect(rows).toEqual([{ webhook_path: webhook.path }]);
    });

    it('refuses to turn delivery on without a webhook, given now or before', async () => {
      const userId = newId();
      expect(await refusal(changeStatus(userId, true))).toEqual(invalid(NotificationsText.webhookRequired));
      expect(await refusal(changeStatus(userId, true, null))).toEqual(
        invalid(NotificationsText.webhookRequired),
      );
      expect(await refusal(changeStatus(userId, true, '  '))).toEqual(
        invalid(NotificationsText.webhookRequired),
      );
      expect(await preferences(userId)).toEqual(DEFAULTS);
    });

    it('refuses a URL that is not a Discord webhook, and keeps the webhook stored', async () => {
      const userId = newId();
      await changeStatus(userId, true, newWebhook().url);
      for (const url of ['https://example.com/api/webhooks/1/abc', 'https://discord.gg/lobby', 'webhook']) {
        expect(await refusal(changeStatus(userId, true, url))).toEqual(
          invalid(NotificationsText.invalidWebhook),
        );
      }
      expect(await preferences(userId)).toMatchObject({ botEnabled: true, webhookConnected: true });
    });

    it('keeps the webhook when delivery is turned off, so it can be turned on again without it', async () => {
      const userId = newId();
      await changeStatus(userId, true, newWebhook().url);

      expect(await changeStatus(userId, false)).toEqual({
        message: NotificationsText.botDisabled,
        preferences: { ...DEFAULTS, botEnabled: false, webhookConnected: true },
      });
      expect((await changeStatus(userId, true)).preferences).toMatchObject({
        botEnabled: true,
        webhookConnected: true,
      });
    });

    it('forgets the webhook when given null or a blank URL', async () => {
      const userId = newId();
      await changeStatus(userId, true, newWebhook().url);
      expect((await changeStatus(userId, false, null)).preferences).toEqual(DEFAULTS);

      await changeStatus(userId, true, newWebhook().url);
      expect((await changeStatus(userId, false, '')).preferences).toEqual(DEFAULTS);
      expect(await refusal(changeStatus(userId, true))).toEqual(invalid(NotificationsText.webhookRequired));
    });

    it('stores a webhook given while turning delivery off, without turning it on', async () => {
      const userId = newId();
      const webhook = newWebhook();
      expect((await changeStatus(userId, false, webhook.url)).preferences).toEqual({
        ...DEFAULTS,
        webhookConnected: true,
      });
      await pause(300);
      expect(stack.discord.posts.filter((post) => post.webhookPath === webhook.path)).toEqual([]);
    });

    it('saves the flags given and keeps the others', async () => {
      const userId = newId();
      expect(await setFlags(userId, { promotions: true, upcomingSlots: false })).toEqual({
        message: NotificationsText.preferencesSaved,
        preferences: { ...DEFAULTS, promotions: true, upcomingSlots: false },
      });
      expect((await setFlags(userId, { favoriteCreatorLive: false })).preferences).toEqual({
        ...DEFAULTS,
        promotions: true,
        upcomingSlots: false,
        favoriteCreatorLive: false,
      });

      // Connecting a webhook later keeps the flags chosen before.
      await changeStatus(userId, true, newWebhook().url);
      expect(await preferences(userId)).toEqual({
        botEnabled: true,
        webhookConnected: true,
        upcomingSlots: false,
        favoriteCreatorSlots: true,
        favoriteCreatorLive: false,
        promotions: true,
      });
    });

    it('refuses a flag that is not true or false, and saves none of the request', async () => {
      const userId = newId();
      for (const value of ['true', 0, null, {}]) {
        expect(await refusal(setFlags(userId, { promotions: true, upcomingSlots: value }))).toEqual(
          invalid(NotificationsText.invalidPreferences),
        );
      }
      expect(await preferences(userId)).toEqual(DEFAULTS);
    });

    it('ignores fields that are not flags', async () => {
      const userId = newId();
      const answer = await setFlags(userId, { botEnabled: true, webhookPath: '1/abc', promotions: true });
      expect(answer.preferences).toEqual({ ...DEFAULTS, promotions: true });
    });

    it("changes only the caller's own preferences", async () => {
      const first = newId();
      const second = newId();
      await changeStatus(first, true, newWebhook().url);
      await setFlags(first, { promotions: true });
      expect(await preferences(second)).toEqual(DEFAULTS);

      await changeStatus(second, true, newWebhook().url);
      await changeStatus(second, false, null);
      expect(await preferences(first)).toEqual({
        ...DEFAULTS,
        botEnabled: true,
        webhookConnected: true,
        promotions: true,
      });
    });

    it('refuses a caller id that is not a user id', async () => {
      expect(await refusal(preferences('nobody'))).toMatchObject({ status: 400 });
    });
  });

  describe('greeting a connected webhook', () => {
    it('greets a newly connected webhook once, and again only for another webhook', async () => {
      const userId = newId();
      const first = newWebhook();
      await changeStatus(userId, true, first.url);
      await waitFor(async () => stack.discord.delivered(first.path).length === 1, { what: 'the greeting' });
      expect(stack.discord.delivered(first.path)[0].body.content).toBe(NotificationsText.discordConnected);

      await changeStatus(userId, false);
      await changeStatus(userId, true);
      await changeStatus(userId, true, first.url);
      const second = newWebhook();
      await changeStatus(userId, true, second.url);
      await waitFor(async () => stack.discord.delivered(second.path).length === 1, {
        what: 'the second greeting',
      });
      await pause(300);
      expect(stack.discord.delivered(first.path)).toHaveLength(1);
    });
  });

  describe('delivery', () => {
    it("posts the message once to each eligible user's webhook, as Discord's JSON with no pings", async () => {
      const first = await connectedUser();
      const second = await connectedUser();
      const dedupeKey = `slots-${newId()}`;
      await stack.queue('favoriteCreatorSlots', [first.userId, second.userId], slotsMessage, dedupeKey);
      // The same event handled again sends nothing more.
      await stack.queue('favoriteCreatorSlots', [first.userId, second.userId], slotsMessage, dedupeKey);

      for (const { webhook } of [first, second]) {
        await waitFor(async () => notificationsTo(webhook).length === 1, { what: 'the message' });
      }
      await pause(300);
      for (const { webhook } of [first, second]) {
        const [post] = notificationsTo(webhook);
        expect(notificationsTo(webhook)).toHaveLength(1);
        expect(post.query).toEqual({ wait: 'true' });
        expect(post.body).toEqual({
          content: slotsMessage.content,
          embeds: [
            {
              title: 'Ranked coaching',
              color: 0x7950f2,
              url: 'https://lobby.test/gig/ranked-coaching',
              description: 'Pick a time that suits you.',
              thumbnail: { url: 'https://lobby.test/uploads/gigs/ranked.webp' },
            },
          ],
          allowed_mentions: { parse: [] },
        });
      }
    });

    it('queues nothing for users with the flag off, delivery off, no webhook, or no preferences', async () => {
      const flagOff = await connectedUser({ promotions: false });
      const switchedOff = await connectedUser({ promotions: true });
      await changeStatus(switchedOff.userId, false);
      const webhookForgotten = await connectedUser({ promotions: true });
      await changeStatus(webhookForgotten.userId, false, null);
      const neverSetUp = newId();
      const eligible = await connectedUser({ promotions: true });

      const dedupeKey = `promo-${newId()}`;
      const everyone = [flagOff, switchedOff, webhookForgotten, eligible].map(({ userId }) => userId);
      await stack.queue('promotions', [...everyone, neverSetUp], { content: 'Double XP weekend' }, dedupeKey);

      await waitFor(async () => notificationsTo(eligible.webhook).length === 1, {
        what: 'the eligible post',
      });
      await pause(300);
      for (const user of [flagOff, switchedOff, webhookForgotten])
        expect(notificationsTo(user.webhook)).toEqual([]);
      const { rows } = await stack.db.query(
        `SELECT dedupe_key FROM kit_deliveries WHERE channel = 'discord' AND dedupe_key LIKE $1`,
        [`${dedupeKey}:%`],
      );
      expect(rows).toEqual([{ dedupe_key: `${dedupeKey}:${eligible.userId}` }]);
    });

    it('picks the recipients among tens of thousands of users in one go', async () => {
      const eligible = await connectedUser();
      const others = Array.from({ length: 70_000 }, () => newId());
      await stack.queue('favoriteCreatorLive', [...others, eligible.userId], { content: 'Star_1 is live' });
      await waitFor(async () => notificationsTo(eligible.webhook).length === 1, { what: 'the post' });
    });

    it('waits out a 429 for its retry_after, then posts once', async () => {
      const { userId, webhook } = await connectedUser();
      stack.discord.rateLimitNext(1, 0.5, { webhookPath: webhook.path });
      const dedupeKey = `reminder-${newId()}`;
      await stack.queue('upcomingSlots', [userId], { content: 'Your session starts in an hour' }, dedupeKey);

      await waitFor(async () => notificationsTo(webhook).length === 1, { what: 'the post after the wait' });
      await pause(300);
      const [limited] = stack.discord.refused(429);
      expect(notificationsTo(webhook)).toHaveLength(1);
      expect(stack.discord.refused(429)).toHaveLength(1);
      expect(notificationsTo(webhook)[0].at - limited.at).toBeGreaterThanOrEqual(490);
      // Waited out as a rate limit, not retried as a failure (which would use up an attempt).
      const { rows } = await stack.db.query('SELECT attempts FROM kit_deliveries WHERE dedupe_key = $1', [
        `${dedupeKey}:${userId}`,
      ]);
      expect(rows).toEqual([{ attempts: 1 }]);
    });

    it("waits for the webhook's bucket to reset when a reply says none are left, without a 429", async () => {
      stack.discord.bucket = { limit: 2, resetAfterMs: 800 };
      const { userId, webhook } = await connectedUser();
      for (const n of [1, 2, 3]) await stack.queue('upcomingSlots', [userId], { content: `Reminder ${n}` });

      await waitFor(async () => notificationsTo(webhook).length === 3, {
        what: 'the three posts',
        timeoutMs: 5000,
      });
      expect(stack.discord.refused(429)).toEqual([]);
      const times = stack.discord.delivered(webhook.path).map((post) => post.at);
      // Two posts fill the first window (the greeting and one reminder); the next waits for the reset.
      expect(times[2] - times[0]).toBeGreaterThanOrEqual(790);
    });

    it("keeps posting to other users' webhooks while one is rate limited", async () => {
      const limited = await connectedUser();
      const other = await connectedUser();
      stack.discord.rateLimitNext(1, 2, { webhookPath: limited.webhook.path });
      await stack.queue('favoriteCreatorLive', [limited.userId, other.userId], { content: 'Star_1 is live' });

      await waitFor(async () => notificationsTo(other.webhook).length === 1, {
        what: "the other user's post",
      });
      expect(notificationsTo(limited.webhook)).toEqual([]);
      await waitFor(async () => notificationsTo(limited.webhook).length === 1, {
        what: 'the limited post after its wait',
        timeoutMs: 5000,
      });
    });

    it('holds every webhook after a global rate limit', async () => {
      const first = await connectedUser();
      const second = await connectedUser();
      stack.discord.rateLimitNext(1, 0.8, { webhookPath: first.webhook.path, global: true });
      await stack.queue('favoriteCreatorLive', [first.userId], { content: 'Star_1 is live' });
      await waitFor(async () => stack.discord.refused(429).length === 1, { what: 'the global rate limit' });
      await stack.queue('favoriteCreatorLive', [second.userId], { content: 'Star_2 is live' });

      await waitFor(async () => notificationsTo(second.webhook).length === 1, { what: 'the held post' });
      const [limited] = stack.discord.refused(429);
      expect(notificationsTo(second.webhook)[0].at - limited.at).toBeGreaterThanOrEqual(790);
      await waitFor(async () => notificationsTo(first.webhook).length === 1, { what: 'the limited post' });
    });

    it('clips a message longer than Discord takes', async () => {
      const { userId, webhook } = await connectedUser();
      await stack.queue('upcomingSlots', [userId], { content: 'y'.repeat(2500) });

      await waitFor(async () => notificationsTo(webhook).length === 1, { what: 'the clipped post' });
      expect(notificationsTo(webhook)[0].body.content).toHaveLength(2000);
    });

    it('retries after Discord fails with a 500', async () => {
      const { userId, webhook } = await connectedUser();
      stack.discord.failNext(1, 500, webhook.path);
      await stack.queue('upcomingSlots', [userId], { content: 'Your session starts in an hour' });

      await waitFor(async () => notificationsTo(webhook).length === 1, {
        what: 'the retried post',
        timeoutMs: 5000,
      });
      expect(stack.discord.refused(500)).toHaveLength(1);
    });

    it('drops a queued message when the user turns delivery off before it is posted', async () => {
      const { userId, webhook } = await connectedUser();
      stack.discord.rateLimitNext(1, 0.5, { webhookPath: webhook.path });
      await stack.queue('upcomingSlots', [userId], { content: 'Your session starts in an hour' });
      await waitFor(async () => stack.discord.refused(429).length === 1, { what: 'the rate-limited post' });
      await changeStatus(userId, false);

      await pause(1200);
      expect(notificationsTo(webhook)).toEqual([]);
    });

    it('turns delivery off and forgets the webhook when Discord says it is gone', async () => {
      const { userId, webhook } = await connectedUser();
      stack.discord.remove(webhook.path);
      await stack.queue('upcomingSlots', [userId], { content: 'Your session starts in an hour' });

      await waitFor(async () => !(await preferences(userId)).webhookConnected, {
        what: 'the webhook forgotten',
      });
      expect(await preferences(userId)).toEqual({ ...DEFAULTS });
      await stack.queue('upcomingSlots', [userId], { content: 'Another reminder' });
      await pause(300);
      expect(stack.discord.refused(404)).toHaveLength(1);
    });
  });
});
