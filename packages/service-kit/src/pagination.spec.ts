import { cleanLimit, cleanPageRequest, emptyPage, pageOffset, toPage } from './pagination';

describe('pagination', () => {
  it('keeps a whole page and limit from 1, up to the maximum', () => {
    expect(cleanPageRequest({ page: '3', limit: 25 }, 10)).toEqual({ page: 3, limit: 25 });
    expect(cleanPageRequest({ page: 2, limit: 40 }, 10, 15)).toEqual({ page: 2, limit: 15 });
    expect(cleanPageRequest({ limit: 1000 }, 10)).toEqual({ page: 1, limit: 100 });
  });

  it('falls back to page 1 and the list size for anything else', () => {
    for (const bad of [undefined, null, 0, -2, 1.5, 'two', '', Number.NaN]) {
      expect(cleanPageRequest({ page: bad, limit: bad }, 7)).toEqual({ page: 1, limit: 7 });
    }
    expect(cleanLimit('x', 5, 20)).toBe(5);
    expect(cleanLimit(50, 5, 20)).toBe(20);
  });

  it('skips the earlier pages and counts pages rounding up', () => {
    expect(pageOffset({ page: 3, limit: 10 })).toBe(20);
    expect(toPage(['a'], 21, { page: 3, limit: 10 })).toEqual({
      data: ['a'],
      page: 3,
      limit: 10,
      total: 21,
      totalPages: 3,
    });
    expect(emptyPage({ page: 1, limit: 10 })).toEqual({
      data: [],
      page: 1,
      limit: 10,
      total: 0,
      totalPages: 0,
    });
  });
});
