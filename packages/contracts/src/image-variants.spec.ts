import { imageSrcSet, imageVariantsOf, responsiveImageName } from './image-variants';

describe('image variant names', () => {
  it('names a picture by the widths it was made in, and finds every width again from that name', () => {
    const name = responsiveImageName('f00d', [320, 640, 1280], 'webp');
    expect(name).toBe('f00d.w320_640_1280.webp');
    expect(imageVariantsOf(`/uploads/gig-thumbnails/${name}`)).toEqual([
      { width: 320, path: '/uploads/gig-thumbnails/f00d.320w.webp' },
      { width: 640, path: '/uploads/gig-thumbnails/f00d.640w.webp' },
      { width: 1280, path: `/uploads/gig-thumbnails/${name}` },
    ]);
  });

  it('gives a picture made in one width a plain name, which has no variants', () => {
    expect(responsiveImageName('f00d', [200], 'webp')).toBe('f00d.webp');
    expect(imageVariantsOf('/uploads/game-logos/f00d.webp')).toBeNull();
  });

  it('finds no variants in names that only look similar', () => {
    expect(imageVariantsOf('/uploads/demo/gigs/nova-duo-w2.webp')).toBeNull();
    expect(imageVariantsOf('/uploads/a/f00d.w640_320.webp')).toBeNull();
    expect(imageVariantsOf('/uploads/a/f00d.w640.webp')).toBeNull();
    expect(imageVariantsOf('/uploads/a/f00d.w0_320.webp')).toBeNull();
  });
});

describe('imageSrcSet', () => {
  it('lists every width of an upload made with variants', () => {
    expect(imageSrcSet('/uploads/banners/ab.w640_1920.webp')).toBe(
      '/uploads/banners/ab.640w.webp 640w, /uploads/banners/ab.w640_1920.webp 1920w',
    );
  });

  it('has nothing for external pictures, legacy uploads and missing ones', () => {
    expect(imageSrcSet('https://i.ytimg.com/vi/x/hqdefault.w320_640.webp')).toBeUndefined();
    expect(imageSrcSet('/uploads/avatars/0b8e4c1a-1111-4222-8333-944455556666.webp')).toBeUndefined();
    expect(imageSrcSet(null)).toBeUndefined();
    expect(imageSrcSet(undefined)).toBeUndefined();
  });
});
