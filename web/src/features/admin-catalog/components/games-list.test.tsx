import type { GameDto, StaffPermission } from '@lobby/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../stores/auth-store';
import { aUser } from '../../../test/fixtures';
import { renderInApp } from '../../../test/render';
import { GamesList } from './games-list';

const game: GameDto = {
  _id: 'game-1',
  name: 'Valorant',
  slug: 'valorant',
  desc: 'Tactical shooter',
  crossplatform: false,
  showLanding: true,
  modes: [],
  platforms_available: [],
  image: null,
  images: { url: null, filename: null },
  gameLogo: null,
  primaryColor: null,
  secondaryColor: null,
  alternateColor: null,
  backGroundUrl: null,
  gigsCount: 3,
};

function signInStaff(permissions: StaffPermission[]) {
  const user = aUser({ _id: 'staff-1', role: 'developer', permissions });
  useAuthStore.getState().setSession({ accessToken: 'token', refreshToken: 'refresh', user });
}

afterEach(() => {
  useAuthStore.getState().clear();
  vi.unstubAllGlobals();
});

describe('GamesList', () => {
  it('offers edit and delete only to staff who may write games', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify([game]), { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    signInStaff([{ service: 'games', read: true, write: false }]);
    const { unmount } = renderInApp(<GamesList />);
    expect((await screen.findAllByText('Valorant')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Delete Valorant' })).not.toBeInTheDocument();
    unmount();

    signInStaff([{ service: 'games', read: true, write: true }]);
    renderInApp(<GamesList />);
    expect((await screen.findAllByRole('button', { name: 'Delete Valorant' })).length).toBeGreaterThan(0);
  });
});
