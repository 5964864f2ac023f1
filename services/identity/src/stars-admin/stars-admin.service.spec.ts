import { randomUUID } from 'node:crypto';
import {
  AuditEventSubjects,
  AuthText,
  ErrorText,
  OnboardingEventSubjects,
  OnboardingText,
  SuccessText,
  type OnboardingFields,
  type StaffActionEvent,
  type StarCatalogFacts,
  type StoredDocument,
} from '@lobby/contracts';
import { FakePeers, refusal } from '@lobby/test-kit';
import { IdentityHarness, TEST_PASSWORD } from '../test/identity-harness';

const FIELDS: OnboardingFields = {
  fullName: 'Sam Streamer',
  gamingName: 'SamPlays',
  mobileNumber: '+91 98765 43210',
  address: '12 MG Road, Bengaluru',
  country: 'India',
  tshirtSize: 'M',
  bankName: 'HDFC Bank',
  accountHolderName: 'Sam Streamer',
  accountNumber: '50100012345678',
  bankOption: 'IFSC Code',
  bankCode: 'HDFC0001234',
  gstin: null,
};
const document = (): StoredDocument => ({
  storageKey: `${randomUUID()}.pdf`,
  contentType: 'application/pdf',
  byteSize: 1234,
});

describe('identity: staff manage stars and verify onboarding', () => {
  const identity = new IdentityHarness();
  const peers = new FakePeers();
  /** Catalog's landing flags as the fake catalog keeps them. */
  const landing = new Map<string, boolean>();
  let influencers: { user: { _id: string } };
  let onboarding: { user: { _id: string } };
  let readOnly: { user: { _id: string } };

  beforeAll(async () => {
    await identity.start();
    await peers.start(identity.nats.url);
    peers.answer('catalog.starCatalogFacts', ({ ids }) =>
      ids.map((id): StarCatalogFacts => ({ _id: id, showAtLanding: landing.get(id) ?? false, gigsCount: 2 })),
    );
    peers.answer('catalog.setShowAtLanding', ({ starId, showAtLanding }) => {
      landing.set(starId, showAtLanding);
      return { _id: starId, showAtLanding, gigsCount: 2 };
    });
    await peers.flush();
    influencers = await identity.staffUser([{ service: 'Influencers', read: true, write: true }]);
    onboarding = await identity.staffUser([{ service: 'Onboarding', read: true, write: true }]);
    readOnly = await identity.staffUser([
      { service: 'Influencers', read: true, write: false },
      { service: 'Onboarding', read: true, write: false },
    ]);
  }, 60_000);
  afterAll(async () => {
    await peers.stop();
    await identity.stop();
  });

  const staffId = () => influencers.user._id;
  const auditOf = async (action: string, targetId: string): Promise<StaffActionEvent[]> => {
    const { rows } = await identity.db.query<{ payload: StaffActionEvent }>(
      `SELECT payload FROM kit_outbox WHERE subject = $1 AND payload->>'action' = $2 AND payload->'target'->>'id' = $3`,
      [AuditEventSubjects.staffAction, action, targetId],
    );
    return rows.map((row) => row.payload);
  };
  const register = (suffix = randomUUID().slice(0, 8)) =>
    identity.send('identity.registerStar', {
      userId: staffId(),
      fullName: 'Nadia Star',
      username: `nadia_${suffix}`,
      email: `nadia_${suffix}@example.com`,
      country: 'in',
    });

  it('registers a star without a password and mails the set-password link, which signs them in afterwards', async () => {
    const { star } = await register('first1');
    expect(star).toMatchObject({
      username: 'nadia_first1',
      email: 'nadia_first1@example.com',
      billingCountry: 'IN',
      hasPassword: false,
      onboardingStatus: null,
      showAtLanding: false,
    });
    expect(await identity.userRow(star._id)).toMatchObject({
      role: 'influencer',
      base_currency: 'INR',
      password_hash: null,
    });

    const mail = await identity.mail.waitForMail('nadia_first1@example.com');
    const link = /(http:\/\/lobby\.test\/streamer-password-setup\/[^\s?]+)\?token=([A-Za-z0-9_-]+)/.exec(
      mail.text,
    );
    expect(link?.[1]).toBe(
      `http://lobby.test/streamer-password-setup/${encodeURIComponent('nadia_first1@example.com')}`,
    );
    expect(await refusal(identity.login('nadia_first1@example.com', TEST_PASSWORD))).toMatchObject({
      status: 401,
    });
    await identity.send('identity.setStreamerPassword', {
      email: 'nadia_first1@example.com',
      token: link![2],
      password: TEST_PASSWORD,
    });
    const session = await identity.login('nadia_first1@example.com', TEST_PASSWORD);
    expect(session.user).toMatchObject({ role: 'influencer', isInfluencer: true });

    const [entry] = await auditOf('identity.star.register', star._id);
    expect(entry).toMatchObject({ actorId: staffId(), before: null, after: { username: 'nadia_first1' } });
    expect(JSON.stringify(entry)).not.toContain('password');
  });

  it('refuses a taken email or username, bad fields, and staff without Influencers write', async () => {
    await register('taken1');
    expect(await refusal(register('taken1'))).toMatchObject({ status: 409 });
    expect(
      await refusal(
        identity.send('identity.registerStar', {
          userId: staffId(),
          fullName: 'X',
          username: 'fine_name',
          email: 'fine@example.com',
          country: 'India',
        }),
      ),
    ).toEqual({ status: 400, message: AuthText.countryInvalid });
    for (const userId of [readOnly.user._id, onboarding.user._id])
      expect(
        await refusal(
          identity.send('identity.registerStar', {
            userId,
            fullName: 'No Way',
            username: `noway_${randomUUID().slice(0, 6)}`,
            email: `noway_${randomUUID().slice(0, 6)}@example.com`,
            country: 'US',
          }),
        ),
      ).toEqual({ status: 403, message: AuthText.forbidden });
  });

  it('lists stars page by page, searched and sorted by full name (A→Z by default)', async () => {
    const tag = randomUUID().slice(0, 6);
    for (const [name, suffix] of [
      ['Zed Zebra', 'z'],
      ['Anna Apple', 'a'],
      ['Mia Mango', 'm'],
    ])
      await identity.send('identity.registerStar', {
        userId: staffId(),
        fullName: `${name} ${tag}`,
        username: `list_${tag}_${suffix}`,
        email: `list_${tag}_${suffix}@example.com`,
        country: 'US',
      });
    const page = await identity.send('identity.adminStars', {
      userId: readOnly.user._id,
      page: 1,
      limit: 2,
      search: tag,
    });
    expect(page).toMatchObject({ total: 3, totalPages: 2, page: 1, limit: 2 });
    expect(page.data.map((star) => star.fullName)).toEqual([`Anna Apple ${tag}`, `Mia Mango ${tag}`]);
    const desc = await identity.send('identity.adminStars', {
      userId: readOnly.user._id,
      page: 1,
      limit: 10,
      search: `list_${tag}`,
      sort: 'fullName_desc',
    });
    expect(desc.data.map((star) => star.username)).toEqual([
      `list_${tag}_z`,
      `list_${tag}_m`,
      `list_${tag}_a`,
    ]);
    expect(
      await refusal(
        identity.send('identity.adminStars', { userId: onboarding.user._id, page: 1, limit: 10 }),
      ),
    ).toEqual({ status: 403, message: AuthText.forbidden });
  });

  it('updates a star and records what changed', async () => {
    const { star } = await register();
    const { star: updated } = await identity.send('identity.updateStar', {
      userId: staffId(),
      id: star._id,
      fullName: 'Nadia Renamed',
      bio: 'Valorant coach',
      profession: '',
      country: 'us',
    });
    expect(updated).toMatchObject({
      fullName: 'Nadia Renamed',
      bio: 'Valorant coach',
      profession: null,
      billingCountry: 'US',
    });
    expect(await identity.userRow(star._id)).toMatchObject({ base_currency: 'USD' });
    const [entry] = await auditOf('identity.star.update', star._id);
    expect(entry.before).toMatchObject({ fullName: 'Nadia Star', billingCountry: 'IN' });
    expect(entry.after).toMatchObject({ fullName: 'Nadia Renamed', billingCountry: 'US' });
    expect(
      await refusal(
        identity.send('identity.updateStar', { userId: staffId(), id: randomUUID(), fullName: 'Nobody' }),
      ),
    ).toEqual({ status: 404, message: ErrorText.userNotFound });
  });

  it('sets showAtLanding through catalog and answers it in the star', async () => {
    const { star } = await register();
    const { star: shown } = await identity.send('identity.setStarShowAtLanding', {
      userId: staffId(),
      id: star._id,
      showAtLanding: true,
    });
    expect(shown.showAtLanding).toBe(true);
    expect(
      await refusal(
        identity.send('identity.setStarShowAtLanding', {
          userId: readOnly.user._id,
          id: star._id,
          showAtLanding: false,
        }),
      ),
    ).toEqual({ status: 403, message: AuthText.forbidden });
    expect(landing.get(star._id)).toBe(true);
  });

  it('removes a star softly: deactivated, unlisted by the profile event, gone from the list', async () => {
    const { star } = await register();
    await identity.send('identity.removeStar', { userId: staffId(), id: star._id });
    expect(await identity.userRow(star._id)).toMatchObject({ is_active: false, role: 'influencer' });
    const { rows } = await identity.db.query(
      `SELECT payload FROM kit_outbox WHERE subject = 'events.identity.user-profile-changed' AND payload->>'userId' = $1 ORDER BY id DESC LIMIT 1`,
      [star._id],
    );
    expect(rows[0].payload).toMatchObject({ listed: false });
    const list = await identity.send('identity.adminStars', {
      userId: staffId(),
      page: 1,
      limit: 10,
      search: star.username,
    });
    expect(list.total).toBe(0);
    expect(await auditOf('identity.star.remove', star._id)).toHaveLength(1);
    expect(await refusal(identity.send('identity.removeStar', { userId: staffId(), id: star._id }))).toEqual({
      status: 404,
      message: ErrorText.errorRemovingInfluencer,
    });
  });

  it('ends the live session of a star removed while live', async () => {
    const { star } = await register();
    const liveSessionId = randomUUID();
    await identity.db.query('UPDATE users SET live_session_id = $2 WHERE id = $1', [star._id, liveSessionId]);
    peers.answer('live.end', () => ({ message: 'ended', liveSession: {} as never }));
    await peers.flush();
    await identity.send('identity.removeStar', { userId: staffId(), id: star._id });
    expect(peers.requests).toContainEqual({ subject: 'live.end', data: { userId: star._id, liveSessionId } });
  });

  describe('onboarding verification', () => {
    const submittedStreamer = async () => {
      const user = await identity.verifiedUser();
      await identity.setRole(user.user._id, 'influencer');
      await identity.send('identity.submitOnboarding', {
        streamerId: user.user._id,
        fields: FIELDS,
        bankStatement: document(),
        signedAgreement: document(),
      });
      return user;
    };

    it('verifies one, mails the streamer, and a second time changes nothing', async () => {
      const streamer = await submittedStreamer();
      const verify = () =>
        identity.send('identity.verifyOnboarding', {
          userId: onboarding.user._id,
          streamerIds: [streamer.user._id],
        });
      expect(await verify()).toEqual({
        message: SuccessText.verified,
        verified: [streamer.user._id],
        alreadyVerified: [],
      });
      expect(
        (await identity.send('identity.onboardingStatus', { streamerId: streamer.user._id })).status,
      ).toBe('verified');
      expect((await identity.mail.waitForMail(streamer.email, 2)).subject).toBe(
        'Your Lobby onboarding is verified',
      );
      expect(await verify()).toEqual({
        message: SuccessText.verified,
        verified: [],
        alreadyVerified: [streamer.user._id],
      });
      const { rows } = await identity.db.query(
        `SELECT count(*)::int AS n FROM kit_outbox WHERE subject = $1 AND payload->>'action' = 'identity.onboarding.verify' AND payload->'after'->>'streamerId' = $2`,
        [AuditEventSubjects.staffAction, streamer.user._id],
      );
      expect(rows[0].n).toBe(1);
      const events = await identity.db.query(
        `SELECT count(*)::int AS n FROM kit_outbox WHERE subject = $1 AND payload->>'streamerId' = $2`,
        [OnboardingEventSubjects.onboardingVerified, streamer.user._id],
      );
      expect(events.rows[0].n).toBe(1);
      expect((await identity.mail.mailsTo(streamer.email)).length).toBe(2);
    });

    it('verifies many at once, all or none', async () => {
      const [a, b] = [await submittedStreamer(), await submittedStreamer()];
      const nobody = await identity.verifiedUser();
      expect(
        await refusal(
          identity.send('identity.verifyOnboarding', {
            userId: onboarding.user._id,
            streamerIds: [a.user._id, nobody.user._id],
          }),
        ),
      ).toEqual({ status: 404, message: OnboardingText.nothingSubmitted });
      expect((await identity.send('identity.onboardingStatus', { streamerId: a.user._id })).status).toBe(
        'submitted',
      );
      const done = await identity.send('identity.verifyOnboarding', {
        userId: onboarding.user._id,
        streamerIds: [a.user._id, b.user._id, a.user._id],
      });
      expect(done.verified.sort()).toEqual([a.user._id, b.user._id].sort());
    });

    it('lists submissions newest first with masked bank numbers, and the signed agreements', async () => {
      const older = await submittedStreamer();
      const newer = await submittedStreamer();
      const submitted = await identity.send('identity.onboardingSubmissions', {
        userId: readOnly.user._id,
        page: 1,
        limit: 100,
        status: 'submitted',
      });
      const ids = submitted.data.map((row) => row.streamerId);
      expect(ids.indexOf(newer.user._id)).toBeLessThan(ids.indexOf(older.user._id));
      const row = submitted.data.find((entry) => entry.streamerId === newer.user._id)!;
      expect(row).toMatchObject({
        streamerUsername: newer.username,
        accountNumber: '****5678',
        status: 'submitted',
      });
      expect(JSON.stringify(submitted)).not.toContain(FIELDS.accountNumber);
      const agreements = await identity.send('identity.streamerAgreements', {
        userId: readOnly.user._id,
        page: 1,
        limit: 100,
      });
      expect(agreements.data.find((entry) => entry.streamerId === older.user._id)).toMatchObject({
        streamerUsername: older.username,
        status: 'submitted',
        signedAgreement: { contentType: 'application/pdf' },
      });
      expect(
        await refusal(
          identity.send('identity.verifyOnboarding', {
            userId: readOnly.user._id,
            streamerIds: [older.user._id],
          }),
        ),
      ).toEqual({ status: 403, message: AuthText.forbidden });
      expect(
        await refusal(
          identity.send('identity.onboardingSubmissions', {
            userId: influencers.user._id,
            page: 1,
            limit: 10,
          }),
        ),
      ).toEqual({ status: 403, message: AuthText.forbidden });
    });
  });
});
