import { randomBytes, randomInt } from 'node:crypto';
import { NotificationsText } from '@lobby/contracts';
import { FakeDiscord, waitFor } from '@lobby/test-kit';
import { GatewayHarness, type SignedInUser } from './gateway-harness';
import { invalid, signInRequired } from './support/answers';
import { streamerAccount } from './support/demo-cast';

function newWebhook() {
  const id = `${randomInt(1e8, 1e9)}${randomInt(1e8, 1e9)}`;
  const token = randomBytes(34).toString('base64url');
  return { url: `https://discord.com/api/webhooks/${id}/${token}`, path: `${id}/${token}`, token };
}

const DEFAULTS = {
  botEnabled: false,
  webhookConnected: false,
  upcomingSlots: true,
  favoriteCreatorSlots: true,
  favoriteCreatorLive: true,
  promotions: false,
};

describe('gateway: Discord notification preferences', () => {
  const stack = new GatewayHarness();
  const discord = new FakeDiscord();
  let fan: SignedInUser;
  let streamer: SignedInUser;

  beforeAll(async () => {
    // Catalog (a star's followers) and payments (promo codes) for the promotions the switch asks for.
    await stack.start({}, {}, { catalog: {}, payments: {} });
    await discord.start();
    await stack.startNotifications(discord.env);
    fan = await stack.signedInUser('fan');
    streamer = await stack.signedInUser('star');
  }, 120_000);

  afterAll(async () => {
    await stack.stop();
    await discord.stop();
  });

  const get = (user?: SignedInUser) =>
    stack.get('/api/get-discord-notifications-preferences', { token: user?.accessToken });
  const setFlags = (user: SignedInUser | undefined, body: unknown) =>
    stack.post('/api/set-discord-notifications-preferences', body, { token: user?.accessToken });
  const changeStatus = (user: SignedInUser | undefined, body: unknown) =>
    stack.post('/api/change-discord-bot-status', body, { token: user?.accessToken });

  it('refuses signed-out callers on every route', async () => {
    expect(await get()).toMatchObject(signInRequired);
    expect(await setFlags(undefined, { promotions: true })).toMatchObject(signInRequired);
    expect(await changeStatus(undefined, { status: true, webhookUrl: newWebhook().url })).toMatchObject(
      signInRequired,
    );
  });

  it('answers the defaults before anything is set', async () => {
    expect(await get(fan)).toMatchObject({ status: 200, body: DEFAULTS });
  });

  it('turns Discord delivery on with a webhook URL and never shows its token', async () => {
    const webhook = newWebhook();
    const response = await changeStatus(fan, { status: true, webhookUrl: webhook.url });

    expect(response).toMatchObject({
      status: 200,
      body: {
        message: NotificationsText.botEnabled,
        preferences: { ...DEFAULTS, botEnabled: true, webhookConnected: true },
      },
    });
    expect(response.text).not.toContain(webhook.token);
    expect((await get(fan)).text).not.toContain(webhook.token);
    await waitFor(async () => discord.delivered(webhook.path).length === 1, { what: 'the greeting' });

    expect(await changeStatus(fan, { status: false })).toMatchObject({
      status: 200,
      body: {
        message: NotificationsText.botDisabled,
        preferences: { botEnabled: false, webhookConnected: true },
      },
    });
  });

  it('answers the rules of the switch with their texts', async () => {
    const user = await stack.signedInUser('fan');
    expect(await changeStatus(user, {})).toMatchObject(invalid(NotificationsText.invalidStatus));
    expect(await changeStatus(user, { status: 'yes' })).toMatchObject(
      invalid(NotificationsText.invalidStatus),
    );
    expect(await changeStatus(user, { status: true })).toMatchObject(
      invalid(NotificationsText.webhookRequired),
    );
    expect(await changeStatus(user, { status: true, webhookUrl: 42 })).toMatchObject(
      invalid(NotificationsText.invalidWebhook),
    );
    expect(
      await changeStatus(user, { status: true, webhookUrl: 'https://example.com/api/webhooks/1/abc' }),
    ).toMatchObject(invalid(NotificationsText.invalidWebhook));
    expect((await get(user)).body).toEqual(DEFAULTS);
  });

  it('saves the flags given, and refuses a flag that is not true or false', async () => {
    expect(await setFlags(streamer, { promotions: true, favoriteCreatorLive: false })).toMatchObject({
      status: 200,
      body: {
        message: NotificationsText.preferencesSaved,
        preferences: { ...DEFAULTS, promotions: true, favoriteCreatorLive: false },
      },
    });
    for (const value of ['true', 1, null]) {
      expect(await setFlags(streamer, { upcomingSlots: value })).toMatchObject(
        invalid(NotificationsText.invalidPreferences),
      );
    }
    expect((await get(streamer)).body).toEqual({ ...DEFAULTS, promotions: true, favoriteCreatorLive: false });
  });

  it("refuses a malformed switch at the gateway's edge with the text the settings page shows", async () => {
    expect(await changeStatus(fan, { status: 'on' })).toMatchObject(invalid(NotificationsText.invalidStatus));
    expect(await changeStatus(fan, { status: true, webhookUrl: 5 })).toMatchObject(
      invalid(NotificationsText.invalidWebhook),
    );
    expect(await setFlags(fan, { upcomingSlots: null })).toMatchObject(
      invalid(NotificationsText.invalidPreferences),
    );
  });

  it("changes only the caller's own preferences, whatever user id the body names", async () => {
    const first = await stack.signedInUser('fan');
    const second = await stack.signedInUser('fan');
    await setFlags(first, { upcomingSlots: false, userId: second.id });
    await changeStatus(first, { status: true, webhookUrl: newWebhook().url, userId: second.id });

    expect((await get(first)).body).toEqual({
      ...DEFAULTS,
      upcomingSlots: false,
      botEnabled: true,
      webhookConnected: true,
    });
    expect((await get(second)).body).toEqual(DEFAULTS);
  });

  describe('promotions: a followed star’s new promo code', () => {
    let star: SignedInUser;
    const connected = async (promotions: boolean, follows: boolean) => {
      const user = await stack.signedInUser('fan');
      const webhook = newWebhook();
      await changeStatus(user, { status: true, webhookUrl: webhook.url });
      await setFlags(user, { promotions });
      if (follows) {
        await waitFor(
          async () =>
            (await stack.post('/api/save_favoriteStars', { id: star.id }, { token: user.accessToken }))
              .status === 200,
          { what: 'catalog to list the star' },
        );
      }
      await waitFor(async () => discord.delivered(webhook.path).length === 1, { what: 'the greeting' });
      return webhook;
    };
    const promotionsTo = (webhook: { path: string }) =>
      discord.delivered(webhook.path).filter((post) => post.body.content?.includes('new promo code'));
    const createCode = (body: object) =>
      stack.post('/api/streamer/promo-codes', body, { token: star.accessToken });

    beforeAll(async () => {
      star = await streamerAccount(stack);
      // Catalog hears of the star with their next profile change.
      await stack.post(
        '/api/update-social-links',
        { updatedLinks: [{ platform: 'twitch', url: 'https://twitch.tv/promo_star' }] },
        { token: star.accessToken },
      );
    }, 60_000);

    it('tells followers who turned promotions on, once per code, and nobody else', async () => {
      const follower = await connected(true, true);
      const followerWithoutPromotions = await connected(false, true);
      const promotionsButNotFollowing = await connected(true, false);

      const created = await createCode({
        code: `SPRING${randomInt(1e5, 1e6)}`,
        discountType: 'percent',
        percentOff: 15,
      });
      expect(created.status).toBe(201);
      const { _id: id, code } = created.body.promoCode;

      await waitFor(async () => promotionsTo(follower).length === 1, { what: 'the promotion' });
      const [post] = promotionsTo(follower);
      expect(post.body.content).toContain(`${code} for 15% off`);
      expect(post.body.embeds?.[0]).toMatchObject({ title: `${code}: 15% off` });

      // Off and on again is the same code: no second message.
      const toggle = () =>
        stack.post(`/api/streamer/promo-codes/${id}/toggle`, {}, { token: star.accessToken });
      expect((await toggle()).status).toBe(200);
      expect((await toggle()).status).toBe(200);
      // A later code proves the queue moved past the toggles before we count.
      const later = await createCode({
        code: `LATER${randomInt(1e5, 1e6)}`,
        discountType: 'percent',
        percentOff: 5,
      });
      await waitFor(async () => promotionsTo(follower).length === 2, { what: 'the later promotion' });
      expect(promotionsTo(follower).map((sent) => sent.body.content)).toEqual([
        expect.stringContaining(code),
        expect.stringContaining(later.body.promoCode.code),
      ]);
      expect(promotionsTo(followerWithoutPromotions)).toEqual([]);
      expect(promotionsTo(promotionsButNotFollowing)).toEqual([]);
    });

    it('announces a code created switched off only when the star switches it on', async () => {
      const follower = await connected(true, true);
      const created = await createCode({
        code: `PAUSED${randomInt(1e5, 1e6)}`,
        discountType: 'fixed',
        amountOff: 500,
        currency: 'USD',
        isActive: false,
      });
      expect(created).toMatchObject({ status: 201, body: { promoCode: { isActive: false } } });
      const marker = await createCode({
        code: `MARK${randomInt(1e5, 1e6)}`,
        discountType: 'percent',
        percentOff: 5,
      });
      await waitFor(async () => promotionsTo(follower).length === 1, { what: 'the marker code' });
      expect(promotionsTo(follower)[0].body.content).toContain(marker.body.promoCode.code);

      await stack.post(
        `/api/streamer/promo-codes/${created.body.promoCode._id}/toggle`,
        {},
        {
          token: star.accessToken,
        },
      );
      await waitFor(async () => promotionsTo(follower).length === 2, { what: 'the switched-on code' });
      expect(promotionsTo(follower)[1].body.content).toContain(`${created.body.promoCode.code} for $5 off`);
    });
  });
});
