import { CatalogEventSubjects, type GameDto, type GigChangedEvent } from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { refusal } from '@lobby/test-kit';
import { CatalogHarness } from '../test/catalog-fixtures';

describe('catalog: gig-changed snapshots for booking', () => {
  const catalog = new CatalogHarness();
  let game: GameDto;

  beforeAll(async () => {
    await catalog.start();
    game = await catalog.game({
      modes: [
        { name: 'Squads', duration: 30, no_of_players: 4 },
        { name: 'Duos', duration: 20, no_of_players: 2 },
      ],
    });
  }, 30_000);
  afterAll(() => catalog.stop());

  /** The gig's snapshots in the outbox, oldest first. */
  const snapshots = async (gigId: string): Promise<GigChangedEvent[]> =>
    (
      await catalog.db.query(
        `SELECT payload FROM kit_outbox WHERE subject = $1 AND payload->>'gigId' = $2 ORDER BY created_at, id`,
        [CatalogEventSubjects.gigChanged, gigId],
      )
    ).rows.map((row) => row.payload);
  const latest = async (gigId: string) => (await snapshots(gigId)).at(-1)!;

  it('records one snapshot of a new gig: owner, slug, price in minor units, currency, mode, bookable', async () => {
    const star = await catalog.star({ country: 'US' });
    const gig = await catalog.gig(star.id, game, { price: 12.5, gig_title: 'Squad up' });
    expect(await snapshots(gig._id)).toEqual([
      {
        gigId: gig._id,
        streamerId: star.id,
        slug: 'squad-up',
        title: 'Squad up',
        price: 1250,
        currency: 'USD',
        players: 4,
        modeMinutes: 30,
        bookable: true,
        cancellationPolicy: 'flexible',
        version: expect.any(String),
      },
    ]);
  });

  it('records one newer snapshot for each update, archive, unarchive and delete', async () => {
    const star = await catalog.star();
    const gig = await catalog.gig(star.id, game, { price: 10 });
    const own = { userId: star.id, gigId: gig._id };
    const steps: [string, () => Promise<unknown>, Partial<GigChangedEvent>][] = [
      ['price', () => catalog.send('catalog.updateGig', { ...own, price: 15 }), { price: 1500, players: 4 }],
      [
        'mode',
        () => catalog.send('catalog.updateGig', { ...own, gameModeId: game.modes[1]._id }),
        { price: 1500, players: 2, modeMinutes: 20 },
      ],
      [
        'cancellation policy',
        () => catalog.send('catalog.updateGig', { ...own, cancellationPolicy: 'strict' }),
        { cancellationPolicy: 'strict' },
      ],
      ['archive', () => catalog.send('catalog.archiveGig', own), { bookable: false }],
      ['unarchive', () => catalog.send('catalog.unarchiveGig', own), { bookable: true }],
      ['delete', () => catalog.send('catalog.deleteGig', own), { bookable: false, price: 1500 }],
    ];
    for (const [step, change, expected] of steps) {
      const before = await snapshots(gig._id);
      await change();
      const after = await snapshots(gig._id);
      expect({ step, added: after.length - before.length }).toEqual({ step, added: 1 });
      const snapshot = after.at(-1)!;
      expect({ step, ...snapshot }).toMatchObject({
        step,
        gigId: gig._id,
        streamerId: star.id,
        slug: gig.slug,
        ...expected,
      });
      // Booking keeps the newest version, so every change must carry a later one.
      expect(Date.parse(snapshot.version)).toBeGreaterThan(Date.parse(before.at(-1)!.version));
    }
  });

  it('prices a star billed in India in rupees, and gives a gig without a mode no players or length', async () => {
    const star = await catalog.star({ country: 'IN' });
    const gig = await catalog.gig(star.id, game, { price: 499, gameModeId: null });
    expect(await latest(gig._id)).toMatchObject({
      price: 49_900,
      currency: 'INR',
      players: null,
      modeMinutes: null,
    });
  });

  it('records nothing for a refused gig or change, or an archive of a gig already archived', async () => {
    const star = await catalog.star();
    await refusal(catalog.gig(star.id, game, { price: 0 }));
    const ofStar = async () =>
      (
        await catalog.db.query(
          `SELECT count(*)::int AS n FROM kit_outbox WHERE subject = $1 AND payload->>'streamerId' = $2`,
          [CatalogEventSubjects.gigChanged, star.id],
        )
      ).rows[0].n;
    expect(await ofStar()).toBe(0);

    const gig = await catalog.gig(star.id, game);
    await refusal(catalog.send('catalog.updateGig', { userId: newId(), gigId: gig._id, price: 1 }));
    await refusal(catalog.send('catalog.updateGig', { userId: star.id, gigId: gig._id, price: 0 }));
    await refusal(catalog.send('catalog.deleteGig', { userId: newId(), gigId: gig._id }));
    expect(await snapshots(gig._id)).toHaveLength(1);

    await catalog.send('catalog.archiveGig', { userId: star.id, gigId: gig._id });
    await catalog.send('catalog.archiveGig', { userId: star.id, gigId: gig._id });
    expect(await snapshots(gig._id)).toHaveLength(2);
    expect(await ofStar()).toBe(2);
  });
});
