import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { MediaImage } from './media-image';

describe('MediaImage', () => {
  it('gives the picture width and height of its ratio, so the page does not shift when it loads', () => {
    renderInApp(<MediaImage src="/uploads/gig-thumbnails/a.webp" alt="Ranked duo" ratio={16 / 9} />);
    const image = screen.getByRole('img', { name: 'Ranked duo' });
    expect(image.tagName).toBe('IMG');
    expect(image).toHaveAttribute('width', '1280');
    expect(image).toHaveAttribute('height', '720');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('shows the labelled stand-in without a picture', () => {
    renderInApp(<MediaImage src={null} alt="Valorant" ratio={1} />);
    expect(screen.getByRole('img', { name: 'Valorant' }).tagName).not.toBe('IMG');
  });
});

describe('MediaImage: the widths an upload was stored in', () => {
  const thumbnail = '/uploads/gig-thumbnails/0b8e4c1a-1111-4222-8333-944455556666.w320_640_960_1280.webp';

  it('offers every stored width with how wide the picture is shown, lazily', () => {
    renderInApp(
      <MediaImage src={thumbnail} alt="Ranked duo" ratio={16 / 9} sizes="(min-width: 62em) 33vw, 100vw" />,
    );
    const image = screen.getByRole('img', { name: 'Ranked duo' });
    expect(image).toHaveAttribute('src', thumbnail);
    expect(image.getAttribute('srcset')?.split(', ')).toEqual([
      '/uploads/gig-thumbnails/0b8e4c1a-1111-4222-8333-944455556666.320w.webp 320w',
      '/uploads/gig-thumbnails/0b8e4c1a-1111-4222-8333-944455556666.640w.webp 640w',
      '/uploads/gig-thumbnails/0b8e4c1a-1111-4222-8333-944455556666.960w.webp 960w',
      `${thumbnail} 1280w`,
    ]);
    expect(image).toHaveAttribute('sizes', '(min-width: 62em) 33vw, 100vw');
    expect(image).toHaveAttribute('width', '1280');
    expect(image).toHaveAttribute('height', '720');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it("fetches the page's largest picture at once and first", () => {
    renderInApp(<MediaImage src={thumbnail} alt="Cover" ratio={16 / 9} priority />);
    const image = screen.getByRole('img', { name: 'Cover' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows an external picture or a legacy upload as it is, with no srcset', () => {
    for (const src of [
      'https://i.ytimg.com/vi/abc/hqdefault.jpg',
      '/uploads/gig-thumbnails/0b8e4c1a-1111-4222-8333-944455556666.webp',
    ]) {
      const { unmount } = renderInApp(<MediaImage src={src} alt="Old" ratio={16 / 9} sizes="100vw" />);
      const image = screen.getByRole('img', { name: 'Old' });
      expect(image).toHaveAttribute('src', src);
      expect(image).not.toHaveAttribute('srcset');
      expect(image).not.toHaveAttribute('sizes');
      unmount();
    }
  });

  it('shows the stand-in, not a broken picture, when the width the browser chose fails to load', () => {
    renderInApp(<MediaImage src={thumbnail} alt="Ranked duo" ratio={16 / 9} sizes="100vw" />);
    fireEvent.error(screen.getByRole('img', { name: 'Ranked duo' }));
    expect(screen.getByRole('img', { name: 'Ranked duo' }).tagName).not.toBe('IMG');
  });
});
