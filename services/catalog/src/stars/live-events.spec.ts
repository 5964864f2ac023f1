import { connect, JSONCodec } from 'nats';
import { LiveEventSubjects, type LiveSessionChangedEvent } from '@lobby/contracts';
import { newId, type DomainEvent } from '@lobby/service-kit';
import { waitFor } from '@lobby/test-kit';
import { CatalogHarness } from '../test/catalog-fixtures';

/** Live's session snapshots reaching catalog over JetStream: browse's "live now" follows them. */
describe('catalog: stars live from live’s session events', () => {
  const catalog = new CatalogHarness();
  beforeAll(() => catalog.start(), 30_000);
  afterAll(() => catalog.stop());

  async function publish(data: LiveSessionChangedEvent): Promise<void> {
    const id = newId();
    const nc = await connect({ servers: catalog.nats.url });
    const event: DomainEvent<LiveSessionChangedEvent> = {
      id,
      subject: LiveEventSubjects.liveSessionChanged,
      occurredAt: new Date().toISOString(),
      data,
    };
    await nc
      .jetstream()
      .publish(LiveEventSubjects.liveSessionChanged, JSONCodec().encode(event), { msgID: id });
    await nc.drain();
    await waitFor(
      async () =>
        (await catalog.db.query('SELECT 1 FROM kit_processed_events WHERE event_id = $1', [id])).rowCount ===
        1,
      { what: `event ${id} handled` },
    );
  }

  const session = (streamerId: string, liveSessionId: string, status: 'live' | 'ended', at: number) => ({
    liveSessionId,
    streamerId,
    title: 'Late night ranked',
    price: 10_000,
    currency: 'INR' as const,
    status,
    version: new Date(at).toISOString(),
  });

  const liveNowIds = async () =>
    (await catalog.send('catalog.creatorsForScroll', { liveNow: true, page: 1, limit: 50 })).data.map(
      (star) => star._id,
    );

  it('lists a star under live now while their session runs, and not after it ends', async () => {
    const star = await catalog.star();
    const other = await catalog.star();
    const liveSessionId = newId();
    const t = Date.now();

    await publish(session(star.id, liveSessionId, 'live', t));
    expect(await liveNowIds()).toContain(star.id);
    expect(await liveNowIds()).not.toContain(other.id);
    expect((await catalog.send('catalog.influencer', { idOrUsername: star.username })).isLive).toBe(true);

    await publish(session(star.id, liveSessionId, 'ended', t + 1000));
    expect(await liveNowIds()).not.toContain(star.id);

    // The start arriving again later (a redelivery) does not bring an ended session back.
    await publish(session(star.id, liveSessionId, 'live', t));
    expect(await liveNowIds()).not.toContain(star.id);
  });
});
