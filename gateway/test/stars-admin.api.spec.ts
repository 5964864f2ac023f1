import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  AccountFieldText,
  AuthText,
  ErrorText,
  OnboardingText,
  SuccessText,
  type AdminStarDto,
  PageText,
} from '@lobby/contracts';
import { waitFor, onboardingForm } from '@lobby/test-kit';
import { GatewayHarness, type SignedInUser } from './gateway-harness';
import { conflict, forbidden, invalid, notFound, signInRequired } from './support/answers';
import { streamerCast, type StreamerCast } from './support/demo-cast';

const STARS = '/api/admin/influencers';
const SUBMISSIONS = '/api/admin/onboarding-submissions';
const VERIFY = '/api/admin/onboarding-submissions/verify';
const AGREEMENTS = '/api/admin/streamer-agreements';
describe('gateway: staff manage stars (Influencers) and verify onboarding (Onboarding)', () => {
  const stack = new GatewayHarness();
  const privateDir = mkdtempSync(join(tmpdir(), 'lobby-gw-private-'));
  let cast: StreamerCast;
  let influencers: SignedInUser;
  let influencersReader: SignedInUser;
  let onboarding: SignedInUser;
  let onboardingReader: SignedInUser;
  let otherStaff: SignedInUser;

  beforeAll(async () => {
    await stack.start({ PRIVATE_FILES_DIR: privateDir }, {}, { catalog: {}, content: true });
    cast = await streamerCast(stack);
    influencers = await stack.staffUser([{ service: 'Influencers', read: true, write: true }]);
    influencersReader = await stack.staffUser(
      [{ service: 'Influencers', read: true, write: false }],
      'marketing',
    );
    onboarding = await stack.staffUser([{ service: 'Onboarding', read: true, write: true }], 'finance');
    onboardingReader = await stack.staffUser([{ service: 'Onboarding', read: true, write: false }]);
    otherStaff = await stack.staffUser([{ service: 'Configurations', read: true, write: true }]);
  }, 120_000);
  afterAll(async () => {
    await stack.stop();
    rmSync(privateDir, { recursive: true, force: true });
  });

  const newStar = () => {
    const suffix = randomUUID().slice(0, 8);
    return {
      fullName: `Star ${suffix}`,
      username: `star_${suffix}`,
      email: `star_${suffix}@example.com`,
      country: 'IN',
    };
  };
  const register = (token: string, body: unknown = newStar()) => stack.post(STARS, body, { token });

  it('lets in only staff with the permission: fans, streamers, moderators and other staff get 403', async () => {
    const someId = randomUUID();
    const calls = [
      (token?: string) => stack.get(STARS, { token }),
      (token?: string) => stack.get(`${STARS}/${someId}`, { token }),
      (token?: string) => register(token!),
      (token?: string) => stack.put(`${STARS}/${someId}`, { fullName: 'X' }, { token }),
      (token?: string) => stack.put(`${STARS}/${someId}/show-at-landing`, { showAtLanding: true }, { token }),
      (token?: string) => stack.delete(`${STARS}/${someId}`, { token }),
      (token?: string) => stack.get(SUBMISSIONS, { token }),
      (token?: string) => stack.post(VERIFY, { streamerIds: [someId] }, { token }),
      (token?: string) => stack.get(AGREEMENTS, { token }),
    ];
    for (const call of calls) {
      expect(await call(undefined)).toMatchObject(signInRequired);
      for (const user of [cast.fan, cast.streamer, cast.moderator, otherStaff])
        expect(await call(user.accessToken)).toMatchObject(forbidden);
    }
    for (const call of calls.slice(6)) expect(await call(influencers.accessToken)).toMatchObject(forbidden);
    for (const call of calls.slice(0, 6)) expect(await call(onboarding.accessToken)).toMatchObject(forbidden);
    // Read-only staff read but can't write.
    expect((await stack.get(STARS, { token: influencersReader.accessToken })).status).toBe(200);
    for (const call of calls.slice(2, 6))
      expect(await call(influencersReader.accessToken)).toMatchObject(forbidden);
    expect((await stack.get(SUBMISSIONS, { token: onboardingReader.accessToken })).status).toBe(200);
    expect(await calls[7](onboardingReader.accessToken)).toMatchObject(forbidden);
  });

  it('answers malformed input with 400 and its reason, never 500', async () => {
    const token = influencers.accessToken;
    expect(await stack.get(`${STARS}?sort=name`, { token })).toMatchObject(
      invalid('The sort must be one of: fullName_asc, fullName_desc, createdAt_desc, createdAt_asc'),
    );
    expect(await stack.get(`${STARS}?page=0`, { token })).toMatchObject(invalid(PageText.page));
    expect(await stack.get(`${STARS}?limit=1000`, { token })).toMatchObject(invalid(PageText.limit));
    expect(await stack.get(`${STARS}/not-an-id`, { token })).toMatchObject(invalid(ErrorText.userNotFound));
    expect(await register(token, { ...newStar(), email: 'nope' })).toMatchObject(
      invalid(AccountFieldText.invalidEmail),
    );
    expect(await register(token, { ...newStar(), country: 'India' })).toMatchObject(
      invalid(AuthText.countryInvalid),
    );
    expect(await register(token, { ...newStar(), username: 'no spaces allowed' })).toMatchObject(
      invalid(AccountFieldText.username),
    );
    expect((await register(token, [])).status).toBe(400);
    expect((await register(token, 'text')).status).toBe(400);
    expect(
      await stack.put(`${STARS}/${randomUUID()}/show-at-landing`, { showAtLanding: 'yes' }, { token }),
    ).toMatchObject(invalid('showAtLanding must be true or false'));
    expect((await stack.put(`${STARS}/${randomUUID()}`, { bio: 5 }, { token })).status).toBe(400);
    expect(await stack.put(`${STARS}/${randomUUID()}`, { fullName: 'Nobody' }, { token })).toMatchObject(
      notFound(ErrorText.userNotFound),
    );
    const staffToken = onboarding.accessToken;
    for (const body of [{}, { streamerIds: [] }, { streamerIds: ['x'] }, { streamerIds: 'abc' }, null])
      expect((await stack.post(VERIFY, body, { token: staffToken })).status).toBe(400);
    expect(await stack.get(`${SUBMISSIONS}?status=done`, { token: staffToken })).toMatchObject(
      invalid('The status must be one of: submitted, verified'),
    );
    expect(await stack.post(VERIFY, { streamerIds: [cast.fan.id] }, { token: staffToken })).toMatchObject(
      notFound(OnboardingText.nothingSubmitted),
    );
  });

  it('registers a star, lists, edits, shows them on the landing and removes them', async () => {
    const token = influencers.accessToken;
    const input = newStar();
    const created = await register(token, input);
    expect(created.status).toBe(201);
    const id = created.body.star._id as string;
    expect(created.body.star).toMatchObject({
      username: input.username,
      hasPassword: false,
      showAtLanding: false,
    });
    expect(await register(token, { ...newStar(), email: input.email })).toMatchObject(
      conflict(AuthText.emailTaken),
    );

    const listed = await stack.get(`${STARS}?search=${input.username}`, {
      token: influencersReader.accessToken,
    });
    expect(listed.body).toMatchObject({ total: 1, page: 1, limit: 10 });
    expect((listed.body.data as AdminStarDto[])[0]).toMatchObject({
      _id: id,
      email: input.email,
      isLive: false,
    });

    const updated = await stack.put(`${STARS}/${id}`, { profession: 'Coach', bio: 'Valorant' }, { token });
    expect(updated.body.star).toMatchObject({ profession: 'Coach', bio: 'Valorant' });

    // Catalog hears of the new star through identity's profile event; then the flag can be set.
    await waitFor(async () => (await stack.get(`/api/get/influencer/${id}`)).status === 200, {
      what: 'catalog lists the new star',
    });
    const shown = await stack.put(`${STARS}/${id}/show-at-landing`, { showAtLanding: true }, { token });
    expect(shown.body.star.showAtLanding).toBe(true);
    const landing = await stack.get('/api/get/mostPopularStars');
    expect(landing.body[0]._id).toBe(id);

    expect((await stack.delete(`${STARS}/${id}`, { token })).status).toBe(200);
    expect(await stack.delete(`${STARS}/${id}`, { token })).toMatchObject(
      notFound(ErrorText.errorRemovingInfluencer),
    );
    await waitFor(async () => (await stack.get(`/api/get/influencer/${id}`)).status === 404, {
      what: 'catalog hides the removed star',
    });
    expect((await stack.get(`${STARS}?search=${input.username}`, { token })).body.total).toBe(0);
  });

  it('verifies a submission the streamer sent, which the streamer then sees verified', async () => {
    const submitted = await stack.post('/api/post/streamer/onboard', onboardingForm(), {
      token: cast.otherStreamer.accessToken,
    });
    expect(submitted.status).toBe(200);
    const list = await stack.get(`${SUBMISSIONS}?status=submitted`, { token: onboardingReader.accessToken });
    const row = list.body.data.find(
      (entry: { streamerId: string }) => entry.streamerId === cast.otherStreamer.id,
    );
    expect(row).toMatchObject({ accountNumber: '****6789', status: 'submitted' });
    // Staff with Onboarding read open the document; staff without it may not.
    const documentPath = `/api/v1/streamer/onboarding-documents/${row.signedAgreement._id}`;
    expect((await stack.rawGet(documentPath)).status).toBe(401);
    expect((await stack.get(documentPath, { token: onboardingReader.accessToken })).status).toBe(200);
    expect(await stack.get(documentPath, { token: influencers.accessToken })).toMatchObject(forbidden);

    const verify = () =>
      stack.post(VERIFY, { streamerIds: [cast.otherStreamer.id] }, { token: onboarding.accessToken });
    expect((await verify()).body).toEqual({
      message: SuccessText.verified,
      verified: [cast.otherStreamer.id],
      alreadyVerified: [],
    });
    expect((await verify()).body).toMatchObject({ verified: [], alreadyVerified: [cast.otherStreamer.id] });
    const status = await stack.get('/api/v1/streamer-bank-details-submission-status', {
      token: cast.otherStreamer.accessToken,
    });
    expect(status.body.status).toBe('verified');
    const agreements = await stack.get(AGREEMENTS, { token: onboardingReader.accessToken });
    expect(agreements.body.data).toContainEqual(
      expect.objectContaining({ streamerId: cast.otherStreamer.id, status: 'verified' }),
    );
  });
});
