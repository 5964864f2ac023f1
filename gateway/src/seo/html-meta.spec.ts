import { GIG_COVER_SIZES, imageSrcSet } from '@lobby/contracts';
import { metaTags, type PageMeta } from './html-meta';

const meta: PageMeta = {
  title: 'Ranked duo',
  description: 'Climb together.',
  image: 'https://lobby.example/og-image.png',
  url: 'https://lobby.example/stars/ana/gigs/ranked-duo',
  type: 'product',
};

describe('html-meta: the lead picture preload', () => {
  it('names every stored width with the sizes the page uses, so the browser fetches the file the img will pick', () => {
    const cover = '/uploads/gig-thumbnails/3f2a.w320_640_960_1280.webp';
    const tags = metaTags({ ...meta, leadImage: { src: cover, sizes: GIG_COVER_SIZES } });
    const preload = tags.split('\n').find((line) => line.includes('rel="preload"'))!;
    expect(preload).toContain(`href="${cover}"`);
    expect(preload).toContain(`imagesrcset="${imageSrcSet(cover)}"`);
    expect(preload).toContain(`imagesizes="${GIG_COVER_SIZES}"`);
    expect(preload).toContain('fetchpriority="high"');
  });

  it('preloads a plain URL as it is, escaped, and nothing when the page has no lead picture', () => {
    const tags = metaTags({ ...meta, leadImage: { src: 'https://cdn.example/a"b.jpg', sizes: '100vw' } });
    expect(tags).toContain(
      '<link rel="preload" as="image" href="https://cdn.example/a&quot;b.jpg" fetchpriority="high" />',
    );
    expect(metaTags(meta)).not.toContain('rel="preload"');
  });
});
