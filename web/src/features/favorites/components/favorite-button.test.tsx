import { FAVORITE_DEBOUNCE_MS, SuccessText } from '@lobby/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../stores/auth-store';
import { useFavoritesStore } from '../../../stores/favorites-store';
import { aUser } from '../../../test/fixtures';
import { renderInApp } from '../../../test/render';
import { FavoriteButton } from './favorite-button';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

/** The gateway: the user's favourites as `starIds`, and a 200 for every save or delete. */
function serveFavorites(starIds: string[] = []) {
  const fetchMock = vi.fn(async (path: string, _init?: RequestInit) => {
    if (path === '/api/get_allfavorites')
      return json({ gigs: [], stars: starIds.map((_id) => ({ _id, _influencer_id: _id })), games: [] });
    return json({ message: 'ok' });
  });
  vi.stubGlobal('fetch', fetchMock);
  const sent = () =>
    fetchMock.mock.calls
      .filter(([path]) => path !== '/api/get_allfavorites')
      .map(([path, init]) => [path, JSON.parse(String(init?.body))]);
  return { fetchMock, sent };
}

const signIn = (favoriteStars: string[] = []) => {
  useAuthStore.getState().setSession({ accessToken: 'token', refreshToken: 'refresh', user: aUser() });
  useFavoritesStore.getState().replaceAll({ gigs: [], stars: favoriteStars, games: [] });
};

beforeEach(() => {
  useAuthStore.getState().clear();
  useFavoritesStore.getState().clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('FavoriteButton', () => {
  it('sends a visitor to sign in, and back to this page afterwards', () => {
    const { fetchMock } = serveFavorites();
    renderInApp(<FavoriteButton kind="star" id="nova" name="Nova Reyes" />, { path: '/stars/nova?tab=gigs' });

    const heart = screen.getByRole('button', { name: 'Add Nova Reyes to favorites' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(heart);

    expect(screen.getByTestId('location')).toHaveTextContent(
      `At /login?${new URLSearchParams({ redirect: '/stars/nova?tab=gigs' })}`,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('never shows a visitor a favourite left in storage by an earlier session', () => {
    serveFavorites();
    useFavoritesStore.getState().replaceAll({ gigs: [], stars: ['nova'], games: [] });
    renderInApp(<FavoriteButton kind="star" id="nova" name="Nova Reyes" />, { path: '/stars/nova' });

    expect(screen.getByRole('button', { name: 'Add Nova Reyes to favorites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('marks a favourite at once, toasts, and sends it after the debounce', async () => {
    vi.useFakeTimers();
    const { sent } = serveFavorites();
    signIn();
    renderInApp(<FavoriteButton kind="star" id="nova" name="Nova Reyes" />, { path: '/stars/nova' });

    fireEvent.click(screen.getByRole('button', { name: 'Add Nova Reyes to favorites' }));

    expect(screen.getByRole('button', { name: 'Remove Nova Reyes from favorites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText(SuccessText.starFavorited)).toBeInTheDocument();
    expect(sent()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(FAVORITE_DEBOUNCE_MS));
    expect(sent()).toEqual([['/api/save_favoriteStars', { id: 'nova' }]]);
  });

  it('sends nothing when flipped back within the debounce', async () => {
    vi.useFakeTimers();
    const { sent } = serveFavorites(['vega']);
    signIn(['vega']);
    renderInApp(<FavoriteButton kind="star" id="vega" name="Vega" variant="button" />, {
      path: '/stars/vega',
    });

    const button = screen.getByRole('button', { name: 'Favorited: Remove Vega from favorites' });
    expect(button).toHaveTextContent('Favorited');
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Favorite: Add Vega to favorites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByText(SuccessText.starUnfavorited)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Favorite: Add Vega to favorites' }));

    await act(() => vi.advanceTimersByTimeAsync(2 * FAVORITE_DEBOUNCE_MS));
    expect(sent()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Favorited: Remove Vega from favorites' })).toBeInTheDocument();
  });

  it('does not open the card it sits on', async () => {
    vi.useFakeTimers();
    const { sent } = serveFavorites();
    signIn();
    const openCard = vi.fn();
    renderInApp(
      <div onClick={openCard}>
        <FavoriteButton kind="gig" id="duo" name="Duo queue" />
      </div>,
      { path: '/browse' },
    );

    fireEvent.click(screen.getByRole('button', { name: 'Add Duo queue to favorites' }));
    expect(openCard).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(FAVORITE_DEBOUNCE_MS));
    expect(sent()).toEqual([['/api/save_favoriteGig', { id: 'duo' }]]);
  });
});
