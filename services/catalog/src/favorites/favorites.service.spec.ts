import { CatalogText, ErrorText, SuccessText, type FavoriteKind, type GameDto } from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { refusal } from '@lobby/test-kit';
import { CatalogHarness } from '../test/catalog-fixtures';

describe('catalog: favourites', () => {
  const catalog = new CatalogHarness();
  let game: GameDto;
  let star: { id: string; username: string };

  beforeAll(async () => {
    await catalog.start();
    game = await catalog.game({ name: 'Rocket League' });
    star = await catalog.star({ username: 'tomas_tilt', fullName: 'Tomás Silva' });
  }, 30_000);
  afterAll(() => catalog.stop());

  const save = (userId: string, kind: FavoriteKind, id: string) =>
    catalog.send('catalog.saveFavorite', { userId, kind, id });
  const remove = (userId: string, kind: FavoriteKind, id: string) =>
    catalog.send('catalog.deleteFavorite', { userId, kind, id });
  const count = async (table: string, id: string) =>
    (await catalog.db.query(`SELECT favorites_count FROM ${table} WHERE id = $1`, [id])).rows[0]
      .favorites_count;

  it('saves each kind once however often it is sent, with the spec texts', async () => {
    const fan = newId();
    const gig = await catalog.gig(star.id, game);
    expect(await save(fan, 'gig', gig._id)).toEqual({ message: SuccessText.gigFavorited });
    expect(await save(fan, 'gig', gig._id)).toEqual({ message: SuccessText.gigFavorited });
    expect(await save(fan, 'star', star.id)).toEqual({ message: SuccessText.starFavorited });
    expect(await save(fan, 'game', game._id)).toEqual({ message: SuccessText.gameFavorited });
    const { rows } = await catalog.db.query('SELECT kind FROM favorites WHERE user_id = $1 ORDER BY kind', [
      fan,
    ]);
    expect(rows.map((row) => row.kind)).toEqual(['game', 'gig', 'star']);
    expect(await count('gigs', gig._id)).toBe(1);

    const favorites = await catalog.send('catalog.favorites', { userId: fan });
    expect(favorites.gigs.map((g) => g._id)).toEqual([gig._id]);
    expect(favorites.stars).toEqual([
      expect.objectContaining({ _id: star.id, _influencer_id: star.id, username: 'tomas_tilt' }),
    ]);
    expect(favorites.games.map((g) => g.name)).toEqual(['Rocket League']);
  });

  it('removes once, twice is fine, and the counter never goes below zero', async () => {
    const fan = newId();
    const gig = await catalog.gig(star.id, game);
    await save(fan, 'gig', gig._id);
    expect(await remove(fan, 'gig', gig._id)).toEqual({ message: SuccessText.gigUnfavorited });
    expect(await remove(fan, 'gig', gig._id)).toEqual({ message: SuccessText.gigUnfavorited });
    expect(await remove(fan, 'star', star.id)).toEqual({ message: SuccessText.starUnfavorited });
    expect(await remove(fan, 'game', game._id)).toEqual({ message: SuccessText.gameUnfavorited });
    expect(await count('gigs', gig._id)).toBe(0);
    expect((await catalog.send('catalog.favorites', { userId: fan })).gigs).toEqual([]);
  });

  it('keeps one row when the same favourite is saved many times at once', async () => {
    const fan = newId();
    const gig = await catalog.gig(star.id, game);
    await Promise.all(Array.from({ length: 8 }, () => save(fan, 'gig', gig._id)));
    expect(await count('gigs', gig._id)).toBe(1);
  });

  it("pages through a star's followers by user id, and only that star's", async () => {
    const followed = await catalog.star({ username: 'page_star', fullName: 'Page Star' });
    const fans = Array.from({ length: 5 }, () => newId()).sort();
    for (const fan of fans) await save(fan, 'star', followed.id);
    await save(newId(), 'star', star.id);
    const followers = (after?: string) =>
      catalog.send('catalog.starFollowers', { starId: followed.id, after, limit: 2 });

    const first = await followers();
    const second = await followers(first.userIds.at(-1));
    const third = await followers(second.userIds.at(-1));
    expect([...first.userIds, ...second.userIds, ...third.userIds]).toEqual(fans);
    expect(third.userIds).toHaveLength(1);
    expect(await refusal(catalog.send('catalog.starFollowers', { starId: 'x', limit: 2 }))).toEqual({
      status: 400,
      message: ErrorText.badRequest,
    });
  });

  it('refuses unknown items with 404 and an unknown kind with 400', async () => {
    const fan = newId();
    for (const [kind, message] of [
      ['gig', CatalogText.gigNotFound],
      ['star', CatalogText.starNotFound],
      ['game', CatalogText.gameNotFound],
    ] as const) {
      expect(await refusal(save(fan, kind, newId()))).toEqual({ status: 404, message });
      expect(await refusal(save(fan, kind, 'not-an-id'))).toEqual({ status: 404, message });
      expect(await refusal(remove(fan, kind, newId()))).toEqual({ status: 404, message });
    }
    expect(await refusal(save(fan, 'movie' as FavoriteKind, game._id))).toEqual({
      status: 400,
      message: ErrorText.badRequest,
    });
  });

  it('drops what is no longer public: archived or deleted gigs, hidden stars', async () => {
    const fan = newId();
    const owner = await catalog.star();
    const archived = await catalog.gig(owner.id, game);
    const deleted = await catalog.gig(owner.id, game);
    await save(fan, 'gig', archived._id);
    await save(fan, 'gig', deleted._id);
    await save(fan, 'star', owner.id);
    await catalog.send('catalog.archiveGig', { userId: owner.id, gigId: archived._id });
    await catalog.send('catalog.deleteGig', { userId: owner.id, gigId: deleted._id });
    await catalog.db.query('UPDATE stars SET listed = false WHERE id = $1', [owner.id]);
    const favorites = await catalog.send('catalog.favorites', { userId: fan });
    expect(favorites).toEqual({ gigs: [], stars: [], games: [] });
    const { rows } = await catalog.db.query(`SELECT 1 FROM favorites WHERE item_id = $1`, [deleted._id]);
    expect(rows).toHaveLength(0);
  });
});
