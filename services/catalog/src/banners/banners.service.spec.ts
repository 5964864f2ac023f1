import { CatalogText, SuccessText, ValidationText } from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { refusal } from '@lobby/test-kit';
import { CatalogHarness } from '../test/catalog-fixtures';

describe('catalog: banners', () => {
  const catalog = new CatalogHarness();
  const staff = { userId: newId() };
  beforeAll(() => catalog.start(), 30_000);
  afterAll(() => catalog.stop());

  it('shows the public only active banners by position; staff see all', async () => {
    const add = (title: string, position: number, isActive = true) =>
      catalog.send('catalog.createBanner', {
        ...staff,
        title,
        image: `/uploads/banners/${position}.webp`,
        position,
        isActive,
      });
    const second = await add('Second', 2);
    await add('Hidden', 0, false);
    const first = await add('First', 1);
    expect(first).toMatchObject({
      message: CatalogText.bannerAdded,
      banner: { title: 'First', position: 1, isActive: true, subtitle: null, link: null },
    });
    expect((await catalog.send('catalog.banners', {})).map((b) => b.title)).toEqual(['First', 'Second']);
    expect((await catalog.send('catalog.adminBanners', staff)).map((b) => b.title)).toEqual([
      'Hidden',
      'First',
      'Second',
    ]);

    const updated = await catalog.send('catalog.updateBanner', {
      ...staff,
      bannerId: second.banner._id,
      position: 0,
      subtitle: 'Now first',
      link: '/browse',
    });
    expect(updated).toMatchObject({
      message: CatalogText.bannerUpdated,
      banner: { position: 0, link: '/browse' },
    });
    expect((await catalog.send('catalog.banners', {})).map((b) => b.title)).toEqual(['Second', 'First']);

    expect(await catalog.send('catalog.deleteBanner', { ...staff, bannerId: first.banner._id })).toEqual({
      message: SuccessText.bannerDeleted,
    });
    expect((await catalog.send('catalog.banners', {})).map((b) => b.title)).toEqual(['Second']);
    expect(
      await refusal(catalog.send('catalog.deleteBanner', { ...staff, bannerId: first.banner._id })),
    ).toEqual({
      status: 404,
      message: CatalogText.bannerNotFound,
    });
  });

  it.each([
    ['no title', { title: '' }, CatalogText.bannerTitleRequired],
    ['no image', { image: '' }, ValidationText.invalidImage],
    ['a script link', { link: 'javascript:alert(1)' }, CatalogText.invalidLink],
    ['a fractional position', { position: 1.5 }, CatalogText.bannerPositionInvalid],
  ])('refuses a banner with %s', async (_case, overrides, message) => {
    const banner = { ...staff, title: 'Banner', image: '/uploads/banners/x.webp', ...overrides };
    expect(await refusal(catalog.send('catalog.createBanner', banner))).toEqual({ status: 400, message });
  });
});
