import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  AccountFieldText,
  AccountText,
  AuthText,
  ErrorText,
  SuccessText,
  ValidationText,
} from '@lobby/contracts';
import sharp from 'sharp';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../services/identity/src/seed/demo-accounts';
import { GatewayHarness, type SignedInUser } from './gateway-harness';
import { conflict, forbidden, invalid, notFound, signInRequired } from './support/answers';

const demo = (key: string) => DEMO_ACCOUNTS.find((account) => account.key === key)!;
/** A fresh UUID name that says the avatar was also made 96, 192 and 256 px wide. */
const STORED_AVATAR = /^\/uploads\/avatars\/[0-9a-f-]{36}\.w96_192_256_512\.webp$/;

function picture(format: 'png' | 'jpeg', width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 160, b: 90 } } })
    .toFormat(format)
    .toBuffer();
}

/** A multipart form with an optional file under `image` and text fields. */
function form(
  image: { bytes: Buffer; name: string; type: string } | null,
  fields: Record<string, string> = {},
) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (image) data.append('image', new File([new Uint8Array(image.bytes)], image.name, { type: image.type }));
  return data;
}

describe('gateway: editing the profile', () => {
  const stack = new GatewayHarness();
  let fan: SignedInUser;
  let other: SignedInUser;
  beforeAll(async () => {
    await stack.start({}, { SEED_DEMO_DATA: 'true' });
    [fan, other] = [await stack.signedInUser(), await stack.signedInUser()];
  }, 60_000);
  afterAll(() => stack.stop());

  const storedAvatars = () => readdirSync(join(stack.uploadsDir, 'avatars'));
  const currentUser = async (user: SignedInUser) =>
    (await stack.get('/api/current_user', { token: user.accessToken })).body;

  it("refuses a malformed edit at the gateway's edge with the text the profile form shows", async () => {
    const edit = (path: string, body: unknown) => stack.post(path, body, { token: fan.accessToken });
    expect(await edit('/api/update_user', { fullName: 'Ada', username: 'a b' })).toMatchObject(
      invalid(AccountFieldText.username),
    );
    expect(await edit('/api/update_user_bio', { bio: 42 })).toMatchObject(
      invalid(AccountFieldText.bioTooLong),
    );
    expect(
      await edit('/api/update-social-links', { updatedLinks: [{ platform: 'myspace', url: '' }] }),
    ).toMatchObject(invalid(AccountFieldText.socialPlatform));
    expect(await edit('/api/update_user_gamerTag', { gamerTags: ['PSN'] })).toMatchObject(
      invalid(ErrorText.badRequest),
    );
  });

  describe('POST /api/update_user', () => {
    it('changes the name and username of the caller only, whatever ids the body names', async () => {
      const user = await stack.signedInUser();
      const username = `renamed_${user.username.slice(-8)}`;
      const response = await stack.post(
        '/api/update_user',
        { fullName: 'New Name', username, id: other.id, userId: other.id },
        { token: user.accessToken },
      );
      expect(response).toMatchObject({
        status: 200,
        body: { message: AccountText.profileUpdated, user: { _id: user.id, fullName: 'New Name', username } },
      });
      expect(await currentUser(other)).toMatchObject({ fullName: 'Fan Person', username: other.username });
    });

    it('refuses a bad username or name with 400, a taken username with 409 and no token with 401', async () => {
      const token = fan.accessToken;
      expect(await stack.post('/api/update_user', { username: 'a b' }, { token })).toMatchObject(
        invalid(AccountFieldText.username),
      );
      expect(await stack.post('/api/update_user', { fullName: '' }, { token })).toMatchObject(
        invalid(AccountFieldText.fullName),
      );
      expect(await stack.post('/api/update_user', { username: other.username }, { token })).toMatchObject(
        conflict(AuthText.usernameTaken),
      );
      expect(await stack.post('/api/update_user', { fullName: 'X' })).toMatchObject(signInRequired);
    });
  });

  describe('POST /api/update_user_gamerTag', () => {
    it('replaces the gamer tags, one per platform', async () => {
      const response = await stack.post(
        '/api/update_user_gamerTag',
        {
          gamerTags: [
            { platform: 'PC', gamerTag: 'fan#1' },
            { platform: 'PlayStation', gamerTag: 'fan_psn' },
          ],
        },
        { token: fan.accessToken },
      );
      expect(response).toMatchObject({ status: 200, body: { message: SuccessText.gamerTagsUpdated } });
      expect(response.body.user.gamerTags).toEqual([
        { _id: expect.any(String), platform: 'PC', gamerTag: 'fan#1' },
        { _id: expect.any(String), platform: 'PlayStation', gamerTag: 'fan_psn' },
      ]);
      expect((await currentUser(other)).gamerTags).toEqual([]);
    });

    it('refuses an unknown platform, a long tag or a list that is not one, and no token', async () => {
      const token = fan.accessToken;
      const send = (gamerTags: unknown) => stack.post('/api/update_user_gamerTag', { gamerTags }, { token });
      expect(await send([{ platform: 'Atari', gamerTag: 'x' }])).toMatchObject(
        invalid(AccountFieldText.gamerTagPlatform),
      );
      expect(await send([{ platform: 'PC', gamerTag: 'x'.repeat(51) }])).toMatchObject(
        invalid(AccountFieldText.gamerTagTooLong),
      );
      expect(
        await send([
          { platform: 'PC', gamerTag: 'a' },
          { platform: 'pc', gamerTag: 'b' },
        ]),
      ).toMatchObject(invalid(AccountFieldText.gamerTagDuplicate));
      expect(await send('PC:fan')).toMatchObject(invalid(ErrorText.badRequest));
      expect(await send(['PC'])).toMatchObject(invalid(ErrorText.badRequest));
      expect(await stack.post('/api/update_user_gamerTag', { gamerTags: [] })).toMatchObject(signInRequired);
    });
  });

  describe('POST /api/update_user_bio', () => {
    it("sets the caller's bio with the spec's toast text", async () => {
      expect(
        await stack.post('/api/update_user_bio', { bio: 'I play support.' }, { token: fan.accessToken }),
      ).toMatchObject({
        status: 200,
        body: { message: SuccessText.bioUpdated, user: { bio: 'I play support.' } },
      });
    });

    it('refuses a bio that is too long or not text, and no token', async () => {
      const token = fan.accessToken;
      expect(await stack.post('/api/update_user_bio', { bio: 'x'.repeat(1001) }, { token })).toMatchObject(
        invalid(AccountFieldText.bioTooLong),
      );
      expect(await stack.post('/api/update_user_bio', { bio: 42 }, { token })).toMatchObject(
        invalid(AccountFieldText.bioTooLong),
      );
      expect(await stack.post('/api/update_user_bio', { bio: 'hi' })).toMatchObject(signInRequired);
    });
  });

  describe('social links', () => {
    it('updates links by platform and removes one with DELETE', async () => {
      const user = await stack.signedInUser();
      const token = user.accessToken;
      const updated = await stack.post(
        '/api/update-social-links',
        {
          updatedLinks: [
            { platform: 'YouTube', url: 'https://youtube.com/@fan' },
            { platform: 'twitch', url: 'https://twitch.tv/fan' },
          ],
        },
        { token },
      );
      expect(updated).toMatchObject({ status: 200, body: { message: AccountText.socialLinksUpdated } });
      expect(updated.body.user.socialLinks).toEqual([
        { platform: 'youtube', url: 'https://youtube.com/@fan' },
        { platform: 'twitch', url: 'https://twitch.tv/fan' },
      ]);

      const removed = await stack.delete('/api/social-links/youtube', { token });
      expect(removed).toMatchObject({ status: 200, body: { message: AccountText.socialLinkRemoved } });
      expect(removed.body.user.socialLinks).toEqual([{ platform: 'twitch', url: 'https://twitch.tv/fan' }]);
      expect((await currentUser(other)).socialLinks).toEqual([]);
    });

    it("refuses a link off its platform's site with the platform's text, changing nothing", async () => {
      const user = await stack.signedInUser();
      const answer = await stack.post(
        '/api/update-social-links',
        {
          updatedLinks: [
            { platform: 'twitch', url: 'https://twitch.tv/fan' },
            { platform: 'youtube', url: 'https://youtube.com.evil.example/@fan' },
          ],
        },
        { token: user.accessToken },
      );
      expect(answer).toMatchObject(invalid('A YouTube link must be on youtube.com or youtu.be'));
      expect((await currentUser(user)).socialLinks).toEqual([]);
    });

    it('refuses an unknown platform, a link that is not http(s), and no token', async () => {
      const token = fan.accessToken;
      const send = (updatedLinks: unknown) =>
        stack.post('/api/update-social-links', { updatedLinks }, { token });
      expect(await send([{ platform: 'myspace', url: 'https://myspace.com/fan' }])).toMatchObject(
        invalid(AccountFieldText.socialPlatform),
      );
      expect(await send([{ platform: 'x', url: 'javascript:alert(1)' }])).toMatchObject(
        invalid(AccountFieldText.socialUrl),
      );
      expect(await send([{ platform: 'x', url: `https://x.com/${'a'.repeat(300)}` }])).toMatchObject(
        invalid(AccountFieldText.socialUrl),
      );
      expect(await send({ platform: 'x', url: 'https://x.com/fan' })).toMatchObject(
        invalid(ErrorText.badRequest),
      );
      expect(await stack.delete('/api/social-links/myspace', { token })).toMatchObject(
        invalid(AccountFieldText.socialPlatform),
      );
      expect(await stack.post('/api/update-social-links', { updatedLinks: [] })).toMatchObject(
        signInRequired,
      );
      expect(await stack.delete('/api/social-links/youtube')).toMatchObject(signInRequired);
    });
  });

  describe('POST /api/edit/profile_picture', () => {
    it.each(['png', 'jpeg'] as const)(
      'takes a %s, stores it as a square webp and serves it publicly',
      async (format) => {
        const user = await stack.signedInUser();
        const bytes = await picture(format);
        const response = await stack.post(
          '/api/edit/profile_picture',
          form({ bytes, name: `me.${format}`, type: `image/${format}` }),
          { token: user.accessToken },
        );
        expect(response).toMatchObject({ status: 200, body: { message: SuccessText.profilePictureUpdated } });
        const url: string = response.body.user.images.url;
        expect(url).toMatch(STORED_AVATAR);
        expect((await currentUser(user)).images.url).toBe(url);

        const served = await fetch(`${stack.gateway.url}${url}`);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/webp');
        expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(served.headers.get('x-content-type-options')).toBe('nosniff');
        const image = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
        expect(image).toMatchObject({ format: 'webp', width: 512, height: 512 });
      },
    );

    it('refuses a text file named .png, whatever its type says, and stores nothing', async () => {
      const before = storedAvatars();
      const text = { bytes: Buffer.from('definitely not a picture'), name: 'me.png', type: 'image/png' };
      expect(
        await stack.post('/api/edit/profile_picture', form(text), { token: fan.accessToken }),
      ).toMatchObject(invalid(ValidationText.invalidImage));
      expect(storedAvatars()).toEqual(before);
    });

    it('refuses a gif or webp with the same text', async () => {
      for (const format of ['gif', 'webp'] as const) {
        const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
          .toFormat(format)
          .toBuffer();
        const upload = form({ bytes, name: 'me.png', type: 'image/png' });
        expect(
          await stack.post('/api/edit/profile_picture', upload, { token: fan.accessToken }),
        ).toMatchObject(invalid(ValidationText.invalidImage));
      }
    });

    it('takes a picture of several MB, under the 5 MB limit', async () => {
      const side = 1000;
      const noise = await sharp(randomBytes(side * side * 3), {
        raw: { width: side, height: side, channels: 3 },
      })
        .png()
        .toBuffer();
      expect(noise.length).toBeGreaterThan(2 * 1024 * 1024);
      expect(noise.length).toBeLessThan(5 * 1024 * 1024);
      const response = await stack.post(
        '/api/edit/profile_picture',
        form({ bytes: noise, name: 'noise.png', type: 'image/png' }),
        { token: fan.accessToken },
      );
      expect(response.status).toBe(200);
      expect(response.body.user.images.url).toMatch(STORED_AVATAR);
    });

    it('refuses a file over 5 MB with 413', async () => {
      const png = await picture('png', 16, 16);
      const huge = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
      const response = await stack.post(
        '/api/edit/profile_picture',
        form({ bytes: huge, name: 'big.png', type: 'image/png' }),
        { token: fan.accessToken },
      );
      expect(response).toMatchObject({
        status: 413,
        body: { error: 'Please choose a file of at most 5 MB' },
      });
    });

    it('refuses a form without the image, a JSON body, and no token', async () => {
      const token = fan.accessToken;
      expect(
        await stack.post('/api/edit/profile_picture', form(null, { note: 'x' }), { token }),
      ).toMatchObject(invalid(ValidationText.invalidImage));
      expect(await stack.post('/api/edit/profile_picture', { image: 'x' }, { token })).toMatchObject(
        invalid(ValidationText.invalidImage),
      );
      const bytes = await picture('png');
      expect(
        await stack.post('/api/edit/profile_picture', form({ bytes, name: 'a.png', type: 'image/png' })),
      ).toMatchObject(signInRequired);
    });
  });

  describe('GET /uploads/*', () => {
    it('lists no folder, and serves nothing outside it, no dotfiles and nothing but GET', async () => {
      const user = await stack.signedInUser();
      const bytes = await picture('png');
      await stack.post('/api/edit/profile_picture', form({ bytes, name: 'a.png', type: 'image/png' }), {
        token: user.accessToken,
      });
      for (const path of ['/uploads', '/uploads/', '/uploads/avatars', '/uploads/avatars/']) {
        expect(await stack.get(path)).toMatchObject(notFound('Not found'));
      }
      for (const path of [
        '/uploads/../package.json',
        '/uploads/%2e%2e/%2e%2e/package.json',
        '/uploads/..%2f..%2fpackage.json',
        '/uploads/.env',
      ]) {
        const response = await stack.rawGet(path);
        expect(response.status).toBe(403);
        expect(response.text).toBe(JSON.stringify({ error: 'Forbidden' }));
      }
      expect((await stack.get('/uploads/avatars/missing.webp')).status).toBe(404);
      expect((await stack.post('/uploads/avatars/new.webp', {})).status).toBe(404);
    });
  });

  describe('POST /api/influencer/profile/update', () => {
    let streamerToken: string;
    let moderatorToken: string;
    let streamerId: string;
    beforeAll(async () => {
      streamerToken = await stack.accessTokenOf(demo('streamer').email, DEMO_PASSWORD);
      moderatorToken = await stack.accessTokenOf(demo('moderator').email, DEMO_PASSWORD);
      streamerId = (await stack.get('/api/current_user', { token: streamerToken })).body._id;
    });

    it('updates the streamer profile with the form fields and picture', async () => {
      const bytes = await picture('jpeg');
      const response = await stack.post(
        '/api/influencer/profile/update',
        form(
          { bytes, name: 'me.jpg', type: 'image/jpeg' },
          { fullName: 'Demo Streamer', bio: 'Ranked grinder', profession: 'Streamer' },
        ),
        { token: streamerToken },
      );
      expect(response).toMatchObject({
        status: 200,
        body: {
          message: AccountText.profileUpdated,
          user: { _id: streamerId, bio: 'Ranked grinder', profession: 'Streamer' },
        },
      });
      expect(response.body.user.images.url).toMatch(STORED_AVATAR);
    });

    it('lets a moderator update the streamer they manage, named by ?streamerId', async () => {
      const response = await stack.post(
        `/api/influencer/profile/update?streamerId=${streamerId}`,
        form(null, { profession: 'Pro player' }),
        { token: moderatorToken },
      );
      expect(response).toMatchObject({
        status: 200,
        body: { user: { _id: streamerId, profession: 'Pro player' } },
      });
    });

    it('refuses a moderator for no or another streamer, a fan, and no token', async () => {
      const fields = form(null, { bio: 'hijacked' });
      expect(
        await stack.post('/api/influencer/profile/update', fields, { token: moderatorToken }),
      ).toMatchObject(forbidden);
      expect(
        await stack.post(`/api/influencer/profile/update?streamerId=${other.id}`, form(null, { bio: 'x' }), {
          token: moderatorToken,
        }),
      ).toMatchObject(forbidden);
      expect(
        await stack.post(`/api/influencer/profile/update?streamerId=${other.id}`, form(null, { bio: 'x' }), {
          token: streamerToken,
        }),
      ).toMatchObject(forbidden);
      expect(
        await stack.post('/api/influencer/profile/update', form(null, { bio: 'x' }), {
          token: fan.accessToken,
        }),
      ).toMatchObject(forbidden);
      expect(await stack.post('/api/influencer/profile/update', form(null, { bio: 'x' }))).toMatchObject(
        signInRequired,
      );
    });

    it('refuses fields that are too long and a picture that is not one', async () => {
      expect(
        await stack.post('/api/influencer/profile/update', form(null, { profession: 'x'.repeat(81) }), {
          token: streamerToken,
        }),
      ).toMatchObject(invalid(AccountFieldText.professionTooLong));
      const text = { bytes: Buffer.from('plain text'), name: 'me.jpg', type: 'image/jpeg' };
      expect(
        await stack.post('/api/influencer/profile/update', form(text, { bio: 'ok' }), {
          token: streamerToken,
        }),
      ).toMatchObject(invalid(ValidationText.invalidImage));
    });
  });
});
