import { screen } from '@testing-library/react';
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
