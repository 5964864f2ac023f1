import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { HeaderSearch } from './header-search';

// The suggestions' module loads only when the test lets it, as after a slow download. Once loaded it stays
// loaded for the file: the stand-in test runs first, then the one that lets it load.
const chunk = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrive, arrived };
});
vi.mock('./search-combobox', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

const searchBox = () => screen.getByRole('textbox', { name: 'Search' });
const hasSuggestions = (box: HTMLElement) => box.getAttribute('aria-haspopup') === 'listbox';

describe('header search (its suggestions load after the page)', () => {
  it('opens Browse filtered by the text on Enter before the suggestions have loaded', () => {
    renderInApp(<HeaderSearch />);
    expect(hasSuggestions(searchBox())).toBe(false);
    fireEvent.change(searchBox(), { target: { value: 'valorant duo' } });
    fireEvent.submit(searchBox().closest('form')!);
    expect(screen.getByTestId('location').textContent).toBe('At /browse?search=valorant+duo');
  });

  it('keeps the text and the focus of the stand-in box when the suggestions arrive', async () => {
    renderInApp(<HeaderSearch />);
    const standIn = searchBox();
    expect(hasSuggestions(standIn)).toBe(false);
    act(() => standIn.focus());
    fireEvent.change(standIn, { target: { value: 'nova' } });

    chunk.arrive();
    // The module's first load in a worker (its transform included) can take about a second.
    await waitFor(() => expect(hasSuggestions(searchBox())).toBe(true), { timeout: 5_000 });
    expect(searchBox()).not.toBe(standIn);
    expect((searchBox() as HTMLInputElement).value).toBe('nova');
    expect(document.activeElement).toBe(searchBox());
  });
});
