import { CatalogText, ErrorText } from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { refusal } from '@lobby/test-kit';
import { CatalogHarness } from '../test/catalog-fixtures';

describe('catalog: search, hashtags, star suggestions and click tracking', () => {
  const catalog = new CatalogHarness();
  let nova: { id: string; username: string };

  beforeAll(async () => {
    await catalog.start();
    const valorant = await catalog.game({ name: 'Valorant' });
    const apex = await catalog.game({ name: 'Apex Legends' });
    nova = await catalog.star({
      username: 'nova_plays',
      fullName: 'Nova Reyes',
      profession: 'Pro Valorant coach',
      isLive: true,
    });
    const kai = await catalog.star({
      username: 'kai_frags',
      fullName: 'Kai Tanaka',
      profession: 'Apex Legends streamer',
    });
    const tomas = await catalog.star({
      username: 'tomas_tilt',
      fullName: 'Tomás Silva',
      profession: 'Rocket League freestyler',
    });
    const hidden = await catalog.star({
      username: 'novak_hidden',
      fullName: 'Nova Hidden',
      profession: 'Valorant coach',
    });

    await catalog.gig(nova.id, valorant, {
      gig_title: 'Ranked duo with a pro coach',
      tags: [{ name: 'Ranked' }, { name: 'Coaching' }],
    });
    await catalog.gig(nova.id, valorant, {
      gig_title: 'Aim clinic',
      tags: [{ name: 'aim' }, { name: 'coaching' }],
    });
    await catalog.gig(kai.id, apex, {
      gig_title: 'Climb Apex ranked',
      tags: [{ name: 'RANKED' }, { name: 'Trios' }],
    });
    await catalog.gig(tomas.id, apex, { gig_title: 'Apex for fun', tags: [{ name: 'Fun' }] });
    const archived = await catalog.gig(kai.id, apex, {
      gig_title: 'Old ranked gig',
      tags: [{ name: 'ranked' }, { name: 'Archived' }],
    });
    await catalog.send('catalog.archiveGig', { userId: kai.id, gigId: archived._id });
    await catalog.gig(hidden.id, valorant, { gig_title: 'Hidden valorant gig', tags: [{ name: 'ranked' }] });
    await catalog.db.query('UPDATE stars SET listed = false WHERE id = $1', [hidden.id]);
  }, 30_000);
  afterAll(() => catalog.stop());

  const search = (searchQuery: string, limit = 8) => catalog.send('catalog.search', { searchQuery, limit });

  it.each(['nova plys', 'novva', 'Nova Reyes', 'nova_plays', 'NOVA'])(
    'finds the star for %p, first',
    async (query) => {
      const [first] = await search(query);
      expect(first).toEqual({
        name: 'Nova Reyes',
        image: null,
        isLive: true,
        link: '/stars/nova_plays',
        secondField: 'Creator · Pro Valorant coach',
        type: 'star',
      });
    },
  );

  it("finds Valorant gigs for 'valornt' with links to the gig page", async () => {
    const gigs = (await search('valornt')).filter((hit) => hit.type === 'gig');
    expect(gigs.map((hit) => hit.name).sort()).toEqual(['Aim clinic', 'Ranked duo with a pro coach']);
    expect(gigs[0]).toMatchObject({
      isLive: true,
      secondField: 'Valorant · Nova Reyes',
      link: expect.stringMatching(/^\/stars\/nova_plays\/gigs\/(aim-clinic|ranked-duo-with-a-pro-coach)$/),
    });
  });

  it('matches names without their accents', async () => {
    expect((await search('tomas silva'))[0]).toMatchObject({ name: 'Tomás Silva', type: 'star' });
  });

  it('finds gigs by tag, never hidden stars or archived gigs', async () => {
    const names = (await search('ranked', 20)).map((hit) => hit.name);
    expect(names).toEqual(expect.arrayContaining(['Ranked duo with a pro coach', 'Climb Apex ranked']));
    expect(names).not.toContain('Old ranked gig');
    expect(names).not.toContain('Hidden valorant gig');
    expect((await search('novak')).map((hit) => hit.name)).not.toContain('Nova Hidden');
  });

  it('answers nothing for an empty or unrelated query, and respects the limit', async () => {
    expect(await search('   ')).toEqual([]);
    expect(await search('zzqxw')).toEqual([]);
    expect(await search('a', 2)).toHaveLength(2);
  });

  it('counts the tags of public gigs, most used first, ignoring case, with an optional prefix', async () => {
    const tags = await catalog.send('catalog.hashTags', { limit: 3 });
    expect(tags.map((tag) => [tag.name.toLowerCase(), tag.count])).toEqual([
      ['coaching', 2],
      ['ranked', 2],
      ['aim', 1],
    ]);
    expect(await catalog.send('catalog.hashTags', { search: '#tri', limit: 10 })).toEqual([
      { name: 'Trios', count: 1 },
    ]);
    expect(await catalog.send('catalog.hashTags', { search: 'archived', limit: 10 })).toEqual([]);
  });

  it('records a star suggestion and refuses an empty one', async () => {
    const viewerId = newId();
    expect(await catalog.send('catalog.suggestStar', { viewerId, starName: '  Shroud ' })).toEqual({
      message: CatalogText.starSuggested,
    });
    const { rows } = await catalog.db.query('SELECT user_id, star_name FROM star_suggestions');
    expect(rows).toEqual([{ user_id: viewerId, star_name: 'Shroud' }]);
    expect(await refusal(catalog.send('catalog.suggestStar', { starName: ' ' }))).toEqual({
      status: 400,
      message: CatalogText.starNameRequired,
    });
  });

  it('tracks clicks: counts them on the item, keeps the search term, refuses unknown items and types', async () => {
    const click = { userId: null, influencerId: null };
    expect(await catalog.send('catalog.trackClick', { ...click, itemId: nova.id, type: 'star' })).toEqual({
      message: CatalogText.clickRecorded,
    });
    await catalog.send('catalog.trackClick', {
      ...click,
      itemId: nova.id,
      type: 'search',
      searchTerm: ' novva ',
    });
    const { rows } = await catalog.db.query('SELECT clicks_count FROM stars WHERE id = $1', [nova.id]);
    expect(rows[0].clicks_count).toBe(1);
    const terms = await catalog.db.query(`SELECT search_term, item_id FROM clicks WHERE kind = 'search'`);
    expect(terms.rows).toEqual([{ search_term: 'novva', item_id: nova.id }]);
    expect(
      await refusal(catalog.send('catalog.trackClick', { ...click, itemId: newId(), type: 'gig' })),
    ).toEqual({
      status: 404,
      message: CatalogText.gigNotFound,
    });
    expect(
      await refusal(
        catalog.send('catalog.trackClick', { ...click, itemId: nova.id, type: 'movie' as never }),
      ),
    ).toEqual({ status: 400, message: ErrorText.badRequest });
  });
});
