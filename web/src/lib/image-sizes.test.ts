import { describe, expect, it } from 'vitest';
import { avatarImageProps, FULL_WIDTH_SIZES, GIG_COVER_SIZES, gridImageSizes } from './image-sizes';

describe('gridImageSizes', () => {
  it("shares the content's width among the columns at each breakpoint, widest screens first", () => {
    expect(gridImageSizes({ base: 1, xs: 2, sm: 2, md: 3, lg: 4 })).toBe(
      [
        '(min-width: 1320px) 322px',
        '(min-width: 75em) calc((100vw - 32px) / 4)',
        '(min-width: 62em) calc((100vw - 32px) / 3)',
        '(min-width: 36em) calc((100vw - 32px) / 2)',
        'calc(100vw - 32px)',
      ].join(', '),
    );
  });

  it('needs no breakpoint for a grid that keeps its columns', () => {
    expect(gridImageSizes({ base: 2 })).toBe('(min-width: 1320px) 644px, calc((100vw - 32px) / 2)');
  });
});

describe('page-wide sizes', () => {
  it("give a banner the content's width and the gig cover what the booking panel leaves", () => {
    expect(FULL_WIDTH_SIZES).toBe('(min-width: 1320px) 1288px, calc(100vw - 32px)');
    expect(GIG_COVER_SIZES).toBe(
      '(min-width: 1320px) 896px, (min-width: 62em) calc(100vw - 424px), calc(100vw - 32px)',
    );
  });
});

describe('avatarImageProps', () => {
  const avatar = '/uploads/avatars/0b8e4c1a-1111-4222-8333-944455556666.w96_192_256_512.webp';

  it('offers every stored width for the size the avatar is shown at, lazily unless asked', () => {
    expect(avatarImageProps(avatar, 26)).toEqual({
      srcSet: [
        '/uploads/avatars/0b8e4c1a-1111-4222-8333-944455556666.96w.webp 96w',
        '/uploads/avatars/0b8e4c1a-1111-4222-8333-944455556666.192w.webp 192w',
        '/uploads/avatars/0b8e4c1a-1111-4222-8333-944455556666.256w.webp 256w',
        `${avatar} 512w`,
      ].join(', '),
      sizes: '26px',
      loading: 'lazy',
    });
    expect(avatarImageProps(avatar, 128, { priority: true }).loading).toBe('eager');
  });

  it('adds nothing but lazy loading to a picture stored in one width', () => {
    expect(avatarImageProps('https://example.com/me.png', 26)).toEqual({
      srcSet: undefined,
      sizes: undefined,
      loading: 'lazy',
    });
  });
});
