import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage, preloadPages } from './lazy-page';

const pageSaying = (text: string) => {
  const load = vi.fn(() => Promise.resolve({ default: () => <p>{text}</p> }));
  return { Page: lazyPage(load), load };
};

const inSuspense = (page: React.ReactNode) => <Suspense fallback={<p>Loading</p>}>{page}</Suspense>;

describe('lazyPage and preloadPages', () => {
  afterEach(() => sessionStorage.clear());

  it('renders a page loaded beforehand at once, with no fallback first, and loads it once', async () => {
    const { Page, load } = pageSaying('Gig page');
    await preloadPages([Page]);

    render(inSuspense(<Page />));
    expect(screen.getByText('Gig page')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback until a page that was not loaded beforehand arrives', async () => {
    const { Page } = pageSaying('Star page');

    render(inSuspense(<Page />));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Star page')).toBeInTheDocument();
  });

  it('skips what is not a lazy page, and settles even when a page fails to load', async () => {
    // A failure after the one reload a failed chunk gets is the error boundary's to show, not the preload's.
    sessionStorage.setItem('lobby-chunk-reload', '1');
    const failing = lazyPage(() => Promise.reject(new Error('chunk gone')));
    const { Page, load } = pageSaying('Landing');

    await expect(preloadPages([failing, Page, () => null, null, 'text'])).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
