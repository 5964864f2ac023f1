import { drizzle } from 'drizzle-orm/node-postgres';
import { connect, JSONCodec } from 'nats';
import { DomainEventSubjects, type UserProfileChangedEvent } from '@lobby/contracts';
import { addToOutbox, newId, type DomainEvent } from '@lobby/service-kit';
import { waitFor } from '@lobby/test-kit';
import { CatalogHarness } from '../test/catalog-fixtures';

/** Identity's profile snapshots reaching catalog over JetStream, as identity's outbox relay sends them. */
describe('catalog: stars from identity’s profile events', () => {
  const catalog = new CatalogHarness();
  beforeAll(() => catalog.start(), 30_000);
  afterAll(() => catalog.stop());

  function profile(overrides: Partial<UserProfileChangedEvent> = {}): UserProfileChangedEvent {
    return {
      userId: newId(),
      username: 'fresh_star',
      fullName: 'Fresh Star',
      bio: 'Plays everything',
      profession: 'Variety streamer',
      imageUrl: '/uploads/avatars/a.webp',
      socialLinks: [{ platform: 'twitch', url: 'https://twitch.tv/fresh' }],
      role: 'influencer',
      country: 'US',
      listed: true,
      version: new Date().toISOString(),
      ...overrides,
    };
  }

  /** Publishes straight to JetStream, as another service's relay does (the id is the event id). */
  async function publish(data: UserProfileChangedEvent, id = newId(), msgID = id): Promise<string> {
    const nc = await connect({ servers: catalog.nats.url });
    const event: DomainEvent<UserProfileChangedEvent> = {
      id,
      subject: DomainEventSubjects.userProfileChanged,
      occurredAt: new Date().toISOString(),
      data,
    };
    await nc
      .jetstream()
      .publish(DomainEventSubjects.userProfileChanged, JSONCodec().encode(event), { msgID });
    await nc.drain();
    return id;
  }

  async function starRow(id: string) {
    const { rows } = await catalog.db.query('SELECT * FROM stars WHERE id = $1', [id]);
    return rows[0];
  }

  const handled = (eventId: string) =>
    waitFor(
      async () =>
        (
          await catalog.db.query(
            "SELECT 1 FROM kit_processed_events WHERE event_id = $1 AND consumer = 'catalog-stars-from-profiles'",
            [eventId],
          )
        ).rowCount === 1,
      { what: `event ${eventId} handled` },
    );

  it('creates a star from an influencer’s profile, with the currency of their country', async () => {
    const data = profile({ username: 'priya_new', fullName: 'Priya New', country: 'IN' });
    await handled(await publish(data));
    expect(await starRow(data.userId)).toMatchObject({
      username: 'priya_new',
      full_name: 'Priya New',
      bio: 'Plays everything',
      profession: 'Variety streamer',
      image: '/uploads/avatars/a.webp',
      social_links: [{ platform: 'twitch', url: 'https://twitch.tv/fresh' }],
      country: 'IN',
      base_currency: 'INR',
      listed: true,
    });
    expect((await catalog.send('catalog.influencer', { idOrUsername: 'priya_new' }))._id).toBe(data.userId);
  });

  it('applies a newer snapshot and ignores an older one that arrives late', async () => {
    const first = profile({ version: '2025-01-01T00:00:00.000Z' });
    await handled(await publish(first));
    const newer = { ...first, fullName: 'Renamed Star', bio: null, version: '2025-02-01T00:00:00.000Z' };
    await handled(await publish(newer));
    const older = { ...first, fullName: 'Stale Name', version: '2025-01-15T00:00:00.000Z' };
    await handled(await publish(older));
    expect(await starRow(first.userId)).toMatchObject({ full_name: 'Renamed Star', bio: null });
  });

  it('hides a star who is no longer listed, with their gigs, and shows them again when listed', async () => {
    const data = profile({ username: 'soon_banned', version: '2025-03-01T00:00:00.000Z' });
    await handled(await publish(data));
    const game = await catalog.game();
    await catalog.gig(data.userId, game, { gig_title: 'Soon hidden gig' });
    await handled(await publish({ ...data, listed: false, version: '2025-03-02T00:00:00.000Z' }));

    await expect(catalog.send('catalog.influencer', { idOrUsername: 'soon_banned' })).rejects.toMatchObject({
      status: 404,
    });
    const gigs = await catalog.send('catalog.gigsForScroll', { page: 1, limit: 50, gameId: game._id });
    expect(gigs.total).toBe(0);
    expect(await catalog.send('catalog.starGigs', { starId: data.userId })).toEqual([]);

    await handled(await publish({ ...data, listed: true, version: '2025-03-03T00:00:00.000Z' }));
    expect(
      (await catalog.send('catalog.gigsForScroll', { page: 1, limit: 50, gameId: game._id })).total,
    ).toBe(1);
  });

  it('hides a streamer whose role changes, and never creates a star for a fan', async () => {
    const streamer = profile({ username: 'ex_streamer', version: '2025-04-01T00:00:00.000Z' });
    await handled(await publish(streamer));
    await handled(await publish({ ...streamer, role: 'user', version: '2025-04-02T00:00:00.000Z' }));
    expect((await starRow(streamer.userId)).listed).toBe(false);

    const fan = profile({ role: 'user' });
    await handled(await publish(fan));
    expect(await starRow(fan.userId)).toBeUndefined();
  });

  it('handles an event once even when it is delivered twice', async () => {
    const data = profile({ username: 'twice_star' });
    const id = await publish(data);
    await handled(id);
    await catalog.db.query(`UPDATE stars SET full_name = 'Edited here' WHERE id = $1`, [data.userId]);
    // The same event again under another message id: JetStream can't drop it, the consumer must.
    await publish(data, id, `${id}-again`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await starRow(data.userId)).full_name).toBe('Edited here');
  });

  it('takes events from an outbox the way identity writes them', async () => {
    const data = profile({ username: 'outbox_star' });
    const id = await drizzle(catalog.db).transaction((tx) =>
      addToOutbox(tx, DomainEventSubjects.userProfileChanged, data),
    );
    await handled(id);
    expect((await starRow(data.userId)).username).toBe('outbox_star');
  });

  it('keeps a seeded demo picture and bio when the first snapshot has none, but not later ones', async () => {
    const id = newId();
    await catalog.db.query(
      `INSERT INTO stars (id, username, full_name, image, bio) VALUES ($1, 'demo_one', 'Demo One', '/uploads/demo/stars/demo_one.webp', 'Seeded bio')`,
      [id],
    );
    const first = profile({
      userId: id,
      username: 'demo_one',
      imageUrl: null,
      bio: null,
      version: '2025-05-01T00:00:00.000Z',
    });
    await handled(await publish(first));
    expect(await starRow(id)).toMatchObject({
      image: '/uploads/demo/stars/demo_one.webp',
      bio: 'Seeded bio',
    });
    await handled(await publish({ ...first, version: '2025-05-02T00:00:00.000Z' }));
    expect(await starRow(id)).toMatchObject({ image: null, bio: null });
  });
});
