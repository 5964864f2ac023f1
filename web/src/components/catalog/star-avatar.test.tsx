import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { StarAvatar } from './star-avatar';

const ring = { padding: 3, border: 3 };
const star = (url: string | null) => ({ fullName: 'Nova Plays', images: { url }, isLive: false });

describe('StarAvatar', () => {
  it('offers the widths the avatar was stored in for the size it is shown at, lazily', () => {
    const url = '/uploads/avatars/0b8e4c1a-1111-4222-8333-944455556666.w96_192_256_512.webp';
    const { container } = renderInApp(<StarAvatar star={star(url)} size={80} ring={ring} />);
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('src', url);
    expect(image.getAttribute('srcset')).toContain('0b8e4c1a-1111-4222-8333-944455556666.96w.webp 96w');
    expect(image.getAttribute('srcset')).toContain(`${url} 512w`);
    expect(image).toHaveAttribute('sizes', '80px');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it("loads a star's own page's avatar at once, and shows an external picture as it is", () => {
    const url = 'https://static-cdn.jtvnw.net/nova.png';
    const { container } = renderInApp(<StarAvatar star={star(url)} size={128} ring={ring} priority />);
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('src', url);
    expect(image).not.toHaveAttribute('srcset');
    expect(image).toHaveAttribute('loading', 'eager');
  });
});
