import { randomUUID } from 'node:crypto';
import { DEMO_STARS, DomainEventSubjects, type UserProfileChangedEvent } from '@lobby/contracts';
import { waitFor } from '@lobby/test-kit';
import { connect, JSONCodec } from 'nats';
import { IdentityHarness } from '../test/identity-harness';

describe('identity: public profile changes are announced', () => {
  const identity = new IdentityHarness();
  beforeAll(() => identity.start({ SEED_DEMO_DATA: 'true' }), 30_000);
  afterAll(() => identity.stop());

  const eventsFor = async (userId: string) => {
    const { rows } = await identity.db.query<{ payload: UserProfileChangedEvent; published_at: Date | null }>(
      `SELECT payload, published_at FROM kit_outbox WHERE subject = $1 AND payload->>'userId' = $2 ORDER BY created_at`,
      [DomainEventSubjects.userProfileChanged, userId],
    );
    return rows;
  };

  it('announces a new account and each change of its public profile, and nothing for a password change', async () => {
    const fan = await identity.verifiedUser();
    const afterSignup = (await eventsFor(fan.user._id)).length;
    expect(afterSignup).toBeGreaterThanOrEqual(1);

    await identity.send('identity.updateBio', { userId: fan.user._id, bio: 'I main support' });
    const events = await eventsFor(fan.user._id);
    expect(events).toHaveLength(afterSignup + 1);
    expect(events.at(-1)!.payload).toMatchObject({
      userId: fan.user._id,
      bio: 'I main support',
      listed: true,
    });

    await identity.send('identity.changePassword', {
      userId: fan.user._id,
      familyId: randomUUID(),
      oldPassword: fan.password,
      newPassword: 'another long password',
    });
    expect(await eventsFor(fan.user._id)).toHaveLength(afterSignup + 1);
  });

  it('marks a banned account as not listed', async () => {
    const fan = await identity.verifiedUser();
    const admin = await identity.send('identity.adminLogin', {
      username: 'demo_admin',
      password: 'LobbyDemo!2026',
    });
    await identity.send('identity.banUsers', {
      userId: admin.user._id,
      userIds: [fan.user._id],
      reason: 'spam',
    });
    expect((await eventsFor(fan.user._id)).at(-1)!.payload.listed).toBe(false);
  });

  it('publishes the events to JetStream, including the seeded demo creators', async () => {
    const star = DEMO_STARS[0];
    await waitFor(async () => (await eventsFor(star.id)).every((row) => row.published_at !== null), {
      what: 'the outbox relay',
    });
    const nats = await connect({ servers: identity.nats.url });
    try {
      const stream = await nats.jetstreamManager();
      const message = await stream.streams.getMessage('LOBBY_EVENTS', {
        last_by_subj: DomainEventSubjects.userProfileChanged,
      });
      expect(message).toBeTruthy();
      const seen = await eventsFor(star.id);
      expect(seen[0].payload).toMatchObject({
        username: star.username,
        role: 'influencer',
        country: star.country,
      });
      const decoded = JSONCodec<{ subject: string }>().decode(message.data);
      expect(decoded.subject).toBe(DomainEventSubjects.userProfileChanged);
    } finally {
      await nats.drain();
    }
  });
});
