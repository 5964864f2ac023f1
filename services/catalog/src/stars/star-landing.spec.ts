import { AuditEventSubjects, ErrorText } from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { refusal } from '@lobby/test-kit';
import { CatalogHarness } from '../test/catalog-fixtures';

describe('catalog: the landing flag staff set (showAtLanding)', () => {
  const catalog = new CatalogHarness();
  const staffId = newId();
  beforeAll(() => catalog.start(), 30_000);
  afterAll(() => catalog.stop());

  const popular = async () =>
    (await catalog.send('catalog.mostPopularStars', { limit: 21 })).map((star) => star._id);

  it('puts the picked stars first on the landing row, the others after them; each change is audited once', async () => {
    const [picked, other] = [await catalog.star(), await catalog.star()];
    const hidden = await catalog.star({ listed: false });
    expect(await popular()).toEqual(expect.arrayContaining([picked.id, other.id]));

    expect(
      await catalog.send('catalog.setShowAtLanding', {
        actorId: staffId,
        starId: picked.id,
        showAtLanding: true,
      }),
    ).toEqual({ _id: picked.id, showAtLanding: true, gigsCount: 0 });
    await catalog.send('catalog.setShowAtLanding', {
      actorId: staffId,
      starId: picked.id,
      showAtLanding: true,
    });
    await catalog.send('catalog.setShowAtLanding', {
      actorId: staffId,
      starId: hidden.id,
      showAtLanding: true,
    });
    const row = await popular();
    expect(row[0]).toBe(picked.id);
    expect(row).toContain(other.id);
    expect(row).not.toContain(hidden.id);
    expect(new Set(row).size).toBe(row.length);
    expect((await catalog.send('catalog.mostPopularStars', { limit: 1 })).map((star) => star._id)).toEqual([
      picked.id,
    ]);

    const { rows } = await catalog.db.query(
      `SELECT payload FROM kit_outbox WHERE subject = $1 AND payload->'target'->>'id' = $2`,
      [AuditEventSubjects.staffAction, picked.id],
    );
    expect(rows.map((row) => row.payload)).toEqual([
      expect.objectContaining({
        actorId: staffId,
        action: 'catalog.star.showAtLanding',
        before: { showAtLanding: false },
        after: { showAtLanding: true },
      }),
    ]);
    const facts = await catalog.send('catalog.starCatalogFacts', { ids: [picked.id, other.id, newId()] });
    expect(facts).toHaveLength(2);
    expect(facts.find((fact) => fact._id === other.id)).toEqual({
      _id: other.id,
      showAtLanding: false,
      gigsCount: 0,
    });
  });

  it("counts each star's own public gigs, not archived or deleted ones", async () => {
    const [busy, quiet] = [await catalog.star(), await catalog.star()];
    const game = await catalog.game();
    await catalog.gig(busy.id, game);
    await catalog.gig(busy.id, game);
    const archived = await catalog.gig(busy.id, game);
    await catalog.db.query(`UPDATE gigs SET status = 'archived' WHERE id = $1`, [archived._id]);
    const facts = await catalog.send('catalog.starCatalogFacts', { ids: [busy.id, quiet.id] });
    expect(Object.fromEntries(facts.map((fact) => [fact._id, fact.gigsCount]))).toEqual({
      [busy.id]: 2,
      [quiet.id]: 0,
    });
  });

  it('answers 404 for a star catalog does not know', async () => {
    expect(
      await refusal(
        catalog.send('catalog.setShowAtLanding', { actorId: staffId, starId: newId(), showAtLanding: true }),
      ),
    ).toEqual({ status: 404, message: ErrorText.userNotFound });
  });
});
