import {
  AccountFieldText,
  AccountText,
  AuthText,
  ErrorText,
  ProfileLimits,
  SuccessText,
  ValidationText,
  wrongPlatformHostText,
  type SocialPlatform,
} from '@lobby/contracts';
import { refusal } from '@lobby/test-kit';
import { IdentityHarness } from '../test/identity-harness';

describe('identity: profile', () => {
  const identity = new IdentityHarness();
  beforeAll(() => identity.start(), 30_000);
  afterAll(() => identity.stop());

  const invalid = (message: string) => ({ status: 400, message });

  describe('name and username', () => {
    it('changes the full name and username of the caller', async () => {
      const fan = await identity.verifiedUser();
      const username = `re_${fan.username}`.slice(0, 30);
      const result = await identity.send('identity.updateUser', {
        userId: fan.user._id,
        fullName: '  New Name ',
        username,
      });
      expect(result).toMatchObject({
        message: AccountText.profileUpdated,
        user: { _id: fan.user._id, fullName: 'New Name', username },
      });
      expect((await identity.login(username)).user._id).toBe(fan.user._id);
    });

    it('refuses a taken username, in any case, and invalid values', async () => {
      const fan = await identity.verifiedUser();
      const other = await identity.verifiedUser();
      const update = (patch: object) =>
        identity.send('identity.updateUser', { userId: fan.user._id, ...patch });
      expect(await refusal(update({ username: other.username.toUpperCase() }))).toEqual({
        status: 409,
        message: AuthText.usernameTaken,
      });
      expect(await refusal(update({ username: 'no spaces' }))).toEqual(invalid(AccountFieldText.username));
      expect(await refusal(update({ fullName: '   ' }))).toEqual(invalid(AccountFieldText.fullName));
      expect((await identity.currentUser(fan.user._id)).username).toBe(fan.username);
    });

    it("changes only the caller's own account, and refuses banned and unknown accounts", async () => {
      const fan = await identity.verifiedUser();
      const other = await identity.verifiedUser({ fullName: 'Other Person' });
      await identity.send('identity.updateUser', { userId: fan.user._id, fullName: 'Changed' });
      expect((await identity.currentUser(other.user._id)).fullName).toBe('Other Person');

      await identity.db.query('UPDATE users SET is_banned = true WHERE id = $1', [other.user._id]);
      expect(
        await refusal(identity.send('identity.updateBio', { userId: other.user._id, bio: 'still here' })),
      ).toEqual({ status: 403, message: AuthText.banned });
      expect(
        await refusal(
          identity.send('identity.updateBio', { userId: '0190d7a0-0000-7000-8000-000000000000', bio: 'x' }),
        ),
      ).toEqual({ status: 404, message: ErrorText.userNotFound });
    });
  });

  describe('gamer tags', () => {
    const setTags = (userId: string, gamerTags: { platform: string; gamerTag: string }[]) =>
      identity.send('identity.updateGamerTags', { userId, gamerTags });

    it('replaces the list, one trimmed tag per platform, keeping ids per platform', async () => {
      const fan = await identity.verifiedUser();
      const first = await setTags(fan.user._id, [
        { platform: 'PC', gamerTag: '  ace ' },
        { platform: 'xbox', gamerTag: 'AceX' },
      ]);
      expect(first.message).toBe(SuccessText.gamerTagsUpdated);
      expect(first.user.gamerTags).toEqual([
        { _id: expect.any(String), platform: 'PC', gamerTag: 'ace' },
        { _id: expect.any(String), platform: 'XBOX', gamerTag: 'AceX' },
      ]);
      const pcId = first.user.gamerTags[0]._id;

      const second = await setTags(fan.user._id, [
        { platform: 'PC', gamerTag: 'ace2' },
        { platform: 'XBOX', gamerTag: '' },
        { platform: 'PlayStation', gamerTag: 'psAce' },
      ]);
      expect(second.user.gamerTags).toEqual([
        { _id: pcId, platform: 'PC', gamerTag: 'ace2' },
        { _id: expect.any(String), platform: 'PlayStation', gamerTag: 'psAce' },
      ]);
      expect((await identity.currentUser(fan.user._id)).gamerTags).toEqual(second.user.gamerTags);
    });

    it('refuses unknown platforms, two tags for one platform, and long tags', async () => {
      const fan = await identity.verifiedUser();
      expect(await refusal(setTags(fan.user._id, [{ platform: 'Dreamcast', gamerTag: 'x' }]))).toEqual(
        invalid(AccountFieldText.gamerTagPlatform),
      );
      expect(
        await refusal(
          setTags(fan.user._id, [
            { platform: 'PC', gamerTag: 'a' },
            { platform: 'pc', gamerTag: 'b' },
          ]),
        ),
      ).toEqual(invalid(AccountFieldText.gamerTagDuplicate));
      expect(
        await refusal(
          setTags(fan.user._id, [{ platform: 'PC', gamerTag: 'x'.repeat(ProfileLimits.gamerTagMax + 1) }]),
        ),
      ).toEqual(invalid(AccountFieldText.gamerTagTooLong));
      expect(
        await refusal(
          identity.send('identity.updateGamerTags', {
            userId: fan.user._id,
            gamerTags: 'PC' as unknown as [],
          }),
        ),
      ).toEqual(invalid(ErrorText.badRequest));
      expect((await identity.currentUser(fan.user._id)).gamerTags).toEqual([]);
    });
  });

  describe('bio', () => {
    it('sets and clears the bio, up to its limit', async () => {
      const fan = await identity.verifiedUser();
      const set = await identity.send('identity.updateBio', {
        userId: fan.user._id,
        bio: ' I play at night ',
      });
      expect(set).toMatchObject({ message: SuccessText.bioUpdated, user: { bio: 'I play at night' } });
      expect(
        await refusal(
          identity.send('identity.updateBio', {
            userId: fan.user._id,
            bio: 'x'.repeat(ProfileLimits.bioMax + 1),
          }),
        ),
      ).toEqual(invalid(AccountFieldText.bioTooLong));
      const cleared = await identity.send('identity.updateBio', { userId: fan.user._id, bio: '' });
      expect(cleared.user.bio).toBeNull();
    });
  });

  describe('social links', () => {
    const setLinks = (userId: string, updatedLinks: { platform: string; url: string }[]) =>
      identity.send('identity.updateSocialLinks', {
        userId,
        updatedLinks: updatedLinks as { platform: SocialPlatform; url: string }[],
      });

    it('upserts links by platform and removes one', async () => {
      const fan = await identity.verifiedUser();
      await setLinks(fan.user._id, [
        { platform: 'twitch', url: 'https://twitch.tv/ace' },
        { platform: 'youtube', url: 'https://youtube.com/@ace' },
      ]);
      const updated = await setLinks(fan.user._id, [
        { platform: 'YouTube', url: ' https://youtube.com/@ace2 ' },
        { platform: 'x', url: 'http://x.com/ace' },
      ]);
      expect(updated.message).toBe(AccountText.socialLinksUpdated);
      expect(updated.user.socialLinks).toEqual([
        { platform: 'youtube', url: 'https://youtube.com/@ace2' },
        { platform: 'twitch', url: 'https://twitch.tv/ace' },
        { platform: 'x', url: 'http://x.com/ace' },
      ]);

      const removed = await identity.send('identity.deleteSocialLink', {
        userId: fan.user._id,
        platform: 'twitch',
      });
      expect(removed.message).toBe(AccountText.socialLinkRemoved);
      expect((await identity.currentUser(fan.user._id)).socialLinks.map((link) => link.platform)).toEqual([
        'youtube',
        'x',
      ]);
    });

    it('refuses unknown platforms and links that are not http(s) or too long', async () => {
      const fan = await identity.verifiedUser();
      expect(
        await refusal(setLinks(fan.user._id, [{ platform: 'myspace', url: 'https://myspace.com/a' }])),
      ).toEqual(invalid(AccountFieldText.socialPlatform));
      expect(await refusal(setLinks(fan.user._id, [{ platform: 'x', url: 'javascript:alert(1)' }]))).toEqual(
        invalid(AccountFieldText.socialUrl),
      );
      expect(await refusal(setLinks(fan.user._id, [{ platform: 'x', url: 'not a link' }]))).toEqual(
        invalid(AccountFieldText.socialUrl),
      );
      const long = `https://x.com/${'a'.repeat(ProfileLimits.socialUrlMax)}`;
      expect(await refusal(setLinks(fan.user._id, [{ platform: 'x', url: long }]))).toEqual(
        invalid(AccountFieldText.socialUrl),
      );
      expect(
        await refusal(
          identity.send('identity.deleteSocialLink', {
            userId: fan.user._id,
            platform: 'myspace' as SocialPlatform,
          }),
        ),
      ).toEqual(invalid(AccountFieldText.socialPlatform));
      expect((await identity.currentUser(fan.user._id)).socialLinks).toEqual([]);
    });

    it("refuses a link that is not on its platform's site, and takes its subdomains", async () => {
      const fan = await identity.verifiedUser();
      for (const [platform, url] of [
        ['youtube', 'https://evil.example/youtube.com'],
        ['youtube', 'https://youtube.com.evil.example/@ace'],
        ['twitch', 'https://notwitch.tv/ace'],
        ['x', 'https://twitch.tv/ace'],
      ] as const) {
        expect(await refusal(setLinks(fan.user._id, [{ platform, url }]))).toEqual(
          invalid(wrongPlatformHostText(platform)),
        );
      }
      expect(wrongPlatformHostText('youtube')).toBe('A YouTube link must be on youtube.com or youtu.be');
      expect((await identity.currentUser(fan.user._id)).socialLinks).toEqual([]);
      const saved = await setLinks(fan.user._id, [
        { platform: 'youtube', url: 'https://youtu.be/abc' },
        { platform: 'twitch', url: 'https://www.twitch.tv/ace' },
        { platform: 'x', url: 'https://twitter.com/ace' },
      ]);
      expect(saved.user.socialLinks.map((link) => link.url)).toEqual([
        'https://youtu.be/abc',
        'https://www.twitch.tv/ace',
        'https://twitter.com/ace',
      ]);
    });
  });

  describe('profile picture', () => {
    it('stores the path of the picture the gateway saved, and nothing else', async () => {
      const fan = await identity.verifiedUser();
      const result = await identity.send('identity.updateProfilePicture', {
        userId: fan.user._id,
        imageUrl: '/uploads/avatars/0190d7a0.png',
      });
      expect(result).toMatchObject({
        message: SuccessText.profilePictureUpdated,
        user: { images: { url: '/uploads/avatars/0190d7a0.png' } },
      });
      for (const imageUrl of ['https://evil.example/x.png', '/uploads/../secrets.png', 'javascript:x']) {
        expect(
          await refusal(identity.send('identity.updateProfilePicture', { userId: fan.user._id, imageUrl })),
        ).toEqual(invalid(ValidationText.invalidImage));
      }
    });
  });

  describe('influencer profile', () => {
    it('updates name, bio, profession and picture of a streamer', async () => {
      const streamer = await identity.verifiedUser();
      await identity.setRole(streamer.user._id, 'influencer');
      const result = await identity.send('identity.updateInfluencerProfile', {
        userId: streamer.user._id,
        fullName: 'Star Streamer',
        bio: 'Ranked grind every night',
        profession: ' Pro player ',
        imageUrl: '/uploads/avatars/star.jpg',
      });
      expect(result).toMatchObject({
        message: AccountText.profileUpdated,
        user: {
          fullName: 'Star Streamer',
          bio: 'Ranked grind every night',
          profession: 'Pro player',
          images: { url: '/uploads/avatars/star.jpg' },
        },
      });
      const partial = await identity.send('identity.updateInfluencerProfile', {
        userId: streamer.user._id,
        profession: 'Coach',
      });
      expect(partial.user).toMatchObject({ fullName: 'Star Streamer', profession: 'Coach' });
      expect(
        await refusal(
          identity.send('identity.updateInfluencerProfile', {
            userId: streamer.user._id,
            profession: 'x'.repeat(ProfileLimits.professionMax + 1),
          }),
        ),
      ).toEqual(invalid(AccountFieldText.professionTooLong));
    });

    it('is for streamers only', async () => {
      const fan = await identity.verifiedUser();
      expect(
        await refusal(identity.send('identity.updateInfluencerProfile', { userId: fan.user._id, bio: 'hi' })),
      ).toEqual({ status: 403, message: AccountText.notInfluencer });
      expect((await identity.currentUser(fan.user._id)).bio).toBeNull();
    });
  });
});
