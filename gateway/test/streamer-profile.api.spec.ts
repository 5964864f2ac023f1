import { AccountText, NotificationsText, PaymentsText, type PromoCodeDto } from '@lobby/contracts';
import sharp from 'sharp';
import { GatewayHarness, type SignedInUser } from './gateway-harness';
import { forbidden, signInRequired } from './support/answers';
import { streamerCast } from './support/demo-cast';

/** A small PNG picture, as the creator profile page uploads it. */
async function pictureForm(fields: Record<string, string> = {}): Promise<FormData> {
  const bytes = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#7048e8' } })
    .png()
    .toBuffer();
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  data.append('image', new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' }));
  return data;
}

/**
 * The creator profile and promo codes pages' calls (spec §6, §7 Profile and Streamer): the streamer, or their
 * moderator naming them with ?streamerId, and nobody else.
 */
describe('gateway: a streamer profile and promo codes, for the streamer and their moderator', () => {
  const stack = new GatewayHarness();
  let streamer: SignedInUser;
  let otherStreamer: SignedInUser;
  let fan: SignedInUser;
  let moderator: SignedInUser;
  let otherModerator: SignedInUser;
  let asStreamer: string;

  beforeAll(async () => {
    await stack.start({}, {}, { booking: {}, payments: {} });
    await stack.startNotifications();
    ({ streamer, otherStreamer, fan, moderator, otherModerator } = await streamerCast(stack));
    asStreamer = `?streamerId=${streamer.id}`;
  }, 120_000);
  afterAll(() => stack.stop());

  /** Every call of the two pages for `streamer`, with `query` naming whom the caller acts for. */
  const calls = (token: string, query: string, promoCodeId: string) => ({
    profile: async () =>
      stack.post(`/api/influencer/profile/update${query}`, await pictureForm({ bio: 'Ranked grinder' }), {
        token,
      }),
    picture: async () => stack.post(`/api/edit/profile_picture${query}`, await pictureForm(), { token }),
    socialLinks: () =>
      stack.post(
        `/api/update-social-links${query}`,
        { updatedLinks: [{ platform: 'twitch', url: 'https://twitch.tv/streamer' }] },
        { token },
      ),
    removeSocialLink: () => stack.delete(`/api/social-links/twitch${query}`, { token }),
    discordPreferences: () => stack.get(`/api/get-discord-notifications-preferences${query}`, { token }),
    discordStatus: () => stack.post(`/api/change-discord-bot-status${query}`, { status: false }, { token }),
    promoCodes: () => stack.get(`/api/streamer/get-promocode/${streamer.id}${query}`, { token }),
    createPromoCode: () =>
      stack.post(
        `/api/streamer/promo-codes${query}`,
        { code: `P${Date.now()}`, discountType: 'percent', percentOff: 10 },
        { token },
      ),
    togglePromoCode: () =>
      stack.post(`/api/streamer/promo-codes/${promoCodeId}/toggle${query}`, {}, { token }),
  });

  it('lets the streamer edit their profile, links, Discord switch and promo codes', async () => {
    const created = await stack.post(
      '/api/streamer/promo-codes',
      { code: 'STREAMER10', discountType: 'percent', percentOff: 10 },
      { token: streamer.accessToken },
    );
    expect(created).toMatchObject({ status: 201, body: { promoCode: { streamerId: streamer.id } } });
    const own = calls(streamer.accessToken, '', created.body.promoCode._id);

    expect(await own.profile()).toMatchObject({
      status: 200,
      body: { user: { _id: streamer.id, bio: 'Ranked grinder' } },
    });
    expect(await own.picture()).toMatchObject({ status: 200, body: { user: { _id: streamer.id } } });
    expect(await own.socialLinks()).toMatchObject({
      status: 200,
      body: { user: { _id: streamer.id, socialLinks: [{ platform: 'twitch' }] } },
    });
    expect(await own.removeSocialLink()).toMatchObject({
      status: 200,
      body: { message: AccountText.socialLinkRemoved, user: { socialLinks: [] } },
    });
    expect(await own.discordPreferences()).toMatchObject({ status: 200, body: { botEnabled: false } });
    expect(await own.discordStatus()).toMatchObject({
      status: 200,
      body: { message: NotificationsText.botDisabled },
    });
    const listed = await own.promoCodes();
    expect(listed.status).toBe(200);
    expect(listed.body.map((code: PromoCodeDto) => code.code)).toContain('STREAMER10');
    expect(await own.togglePromoCode()).toMatchObject({
      status: 200,
      body: { message: PaymentsText.promoCodeDeactivated, promoCode: { isActive: false } },
    });
  });

  it('lets a moderator do the same for the streamer they manage, named by ?streamerId', async () => {
    const created = await stack.post(
      `/api/streamer/promo-codes${asStreamer}`,
      {
        code: 'BYMOD15',
        discountType: 'fixed',
        amountOff: 500,
        currency: 'USD',
        maxUses: 20,
        maxUsesPerUser: 1,
      },
      { token: moderator.accessToken },
    );
    // The code is the streamer's, not the moderator's.
    expect(created).toMatchObject({
      status: 201,
      body: { promoCode: { streamerId: streamer.id, amountOff: 500, maxUses: 20, maxUsesPerUser: 1 } },
    });
    const byModerator = calls(moderator.accessToken, asStreamer, created.body.promoCode._id);

    expect(await byModerator.profile()).toMatchObject({ status: 200, body: { user: { _id: streamer.id } } });
    expect(await byModerator.picture()).toMatchObject({ status: 200, body: { user: { _id: streamer.id } } });
    expect(await byModerator.socialLinks()).toMatchObject({
      status: 200,
      body: { user: { _id: streamer.id, socialLinks: [{ platform: 'twitch' }] } },
    });
    expect(await byModerator.removeSocialLink()).toMatchObject({
      status: 200,
      body: { user: { _id: streamer.id, socialLinks: [] } },
    });
    expect(await byModerator.discordPreferences()).toMatchObject({
      status: 200,
      body: { botEnabled: false },
    });
    expect(await byModerator.discordStatus()).toMatchObject({ status: 200 });
    const listed = await byModerator.promoCodes();
    expect(listed.body.map((code: PromoCodeDto) => code.code)).toEqual(
      expect.arrayContaining(['STREAMER10', 'BYMOD15']),
    );
    expect(await byModerator.togglePromoCode()).toMatchObject({
      status: 200,
      body: { promoCode: { code: 'BYMOD15', isActive: false } },
    });
    // The moderator's own account is untouched.
    const moderatorSelf = (await stack.get('/api/current_user', { token: moderator.accessToken })).body;
    expect(moderatorSelf).toMatchObject({ socialLinks: [], bio: null });
  });

  it('refuses fans, other streamers and moderators of other streamers with 403, and changes nothing', async () => {
    const code = await stack.post(
      '/api/streamer/promo-codes',
      { code: 'KEEPME', discountType: 'percent', percentOff: 5 },
      { token: streamer.accessToken },
    );
    await stack.post(
      '/api/update-social-links',
      { updatedLinks: [{ platform: 'youtube', url: 'https://youtube.com/@streamer' }] },
      { token: streamer.accessToken },
    );
    for (const user of [fan, otherStreamer, otherModerator]) {
      const refused = calls(user.accessToken, asStreamer, code.body.promoCode._id);
      for (const [name, call] of Object.entries(refused)) {
        expect({ name, answer: await call() }).toMatchObject({ name, answer: forbidden });
      }
    }
    // A moderator who names nobody acts for no streamer on the streamer-only routes (the list names one in its path).
    const unnamed = calls(moderator.accessToken, '', code.body.promoCode._id);
    for (const call of [unnamed.profile, unnamed.createPromoCode, unnamed.togglePromoCode]) {
      expect(await call()).toMatchObject(forbidden);
    }
    // Another streamer acting as themself still can't toggle someone else's code.
    expect(
      await stack.post(
        `/api/streamer/promo-codes/${code.body.promoCode._id}/toggle`,
        {},
        {
          token: otherStreamer.accessToken,
        },
      ),
    ).toMatchObject({ status: 403, body: { error: PaymentsText.promoCodeNotYours } });

    const after = (await stack.get('/api/current_user', { token: streamer.accessToken })).body;
    expect(after.socialLinks).toEqual([{ platform: 'youtube', url: 'https://youtube.com/@streamer' }]);
    const codes = (
      await stack.get(`/api/streamer/get-promocode/${streamer.id}`, { token: streamer.accessToken })
    ).body as PromoCodeDto[];
    expect(codes.find((row) => row.code === 'KEEPME')).toMatchObject({ isActive: true });
    expect(await stack.post(`/api/update-social-links${asStreamer}`, { updatedLinks: [] })).toMatchObject(
      signInRequired,
    );
  });

  it("lists only the moderator's streamers with their live state and next slot (none yet), filtered and searched", async () => {
    const listed = await stack.get('/api/v1/moderator/get-all-streamers-data?sortBy=live', {
      token: moderator.accessToken,
    });
    expect(listed).toMatchObject({
      status: 200,
      body: {
        streamers: [
          {
            streamerId: { _id: streamer.id, username: streamer.username, isLive: false, upcomingSlot: null },
          },
        ],
      },
    });
    const searched = await stack.get(
      `/api/v1/moderator/get-all-streamers-data?searchTerm=${encodeURIComponent(streamer.username)}&filter=offline`,
      { token: moderator.accessToken },
    );
    expect(searched.body.streamers).toHaveLength(1);
    const live = await stack.get('/api/v1/moderator/get-all-streamers-data?filter=live', {
      token: moderator.accessToken,
    });
    expect(live.body.streamers).toEqual([]);
    for (const user of [fan, streamer]) {
      expect(
        await stack.get('/api/v1/moderator/get-all-streamers-data', { token: user.accessToken }),
      ).toMatchObject({ status: 403 });
    }
  });
});
