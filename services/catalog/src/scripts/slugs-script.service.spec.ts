import { AuditEventSubjects, CatalogEventSubjects } from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { CatalogHarness } from '../test/catalog-fixtures';

describe('catalog: the gig slugs script', () => {
  const catalog = new CatalogHarness();
  beforeAll(() => catalog.start(), 30_000);
  afterAll(() => catalog.stop());

  const slugOf = async (id: string) =>
    (await catalog.db.query('SELECT slug FROM gigs WHERE id = $1', [id])).rows[0].slug as string;

  it('previews exactly what applying does, numbers a clash, announces the gigs and is idempotent', async () => {
    const staff = newId();
    const star = await catalog.star();
    const game = await catalog.game();
    const renamed = await catalog.gig(star.id, game, { gig_title: 'Old name' });
    const fits = await catalog.gig(star.id, game, { gig_title: 'Duo queue' });
    const clash = await catalog.gig(star.id, game, { gig_title: 'Something' });
    // Titles changed after the slugs were made; the second wants the slug the first gig holds.
    await catalog.db.query("UPDATE gigs SET title = 'Ranked grind' WHERE id = $1", [renamed._id]);
    await catalog.db.query("UPDATE gigs SET title = 'Duo queue' WHERE id = $1", [clash._id]);
    const other = await catalog.star();
    const elsewhere = await catalog.gig(other.id, game, { gig_title: 'Ranked grind' });

    const preview = await catalog.send('catalog.slugsScript', { userId: staff, apply: false });
    const mine = preview.changes.filter((c) =>
      [renamed._id, fits._id, clash._id, elsewhere._id].includes(c.id),
    );
    expect(mine).toEqual([
      { id: renamed._id, label: 'Ranked grind', from: 'old-name', to: 'ranked-grind' },
      { id: clash._id, label: 'Duo queue', from: 'something', to: 'duo-queue-2' },
    ]);
    expect(preview.conflicts.map((c) => c.id)).toEqual(expect.arrayContaining([clash._id]));

    const applied = await catalog.send('catalog.slugsScript', { userId: staff, apply: true });
    expect({ ...applied, applied: false }).toEqual(preview);
    expect(await slugOf(renamed._id)).toBe('ranked-grind');
    expect(await slugOf(clash._id)).toBe('duo-queue-2');
    expect(await slugOf(fits._id)).toBe('duo-queue');

    const { rows: audit } = await catalog.db.query(
      `SELECT payload FROM kit_outbox WHERE subject = $1 AND payload->'target'->>'id' = $2`,
      [AuditEventSubjects.staffAction, renamed._id],
    );
    expect(audit.map((row) => row.payload)).toEqual([
      expect.objectContaining({
        actorId: staff,
        action: 'catalog.gig.regenerateSlug',
        before: { slug: 'old-name' },
        after: { slug: 'ranked-grind' },
      }),
    ]);
    const { rows: changed } = await catalog.db.query(
      `SELECT payload FROM kit_outbox WHERE subject = $1 AND payload->>'gigId' = $2 ORDER BY created_at DESC LIMIT 1`,
      [CatalogEventSubjects.gigChanged, renamed._id],
    );
    expect(changed[0].payload.slug).toBe('ranked-grind');

    expect((await catalog.send('catalog.slugsScript', { userId: staff, apply: true })).changes).toEqual([]);
  });
});
