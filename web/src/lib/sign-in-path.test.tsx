import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pathAfterSignIn } from '../features/auth/utils/home-path';
import { signInPath, useAuthLinks, useSendToSignIn } from './sign-in-path';

describe('signInPath', () => {
  it('carries the page to come back to, encoded, so its own query survives', () => {
    const path = signInPath('/gigs/duo?slot=3&players=2');
    expect(path).toBe('/login?redirect=%2Fgigs%2Fduo%3Fslot%3D3%26players%3D2');
    const redirect = new URL(path, 'https://lobby.example').searchParams.get('redirect');
    expect(redirect).toBe('/gigs/duo?slot=3&players=2');
    expect(pathAfterSignIn('user', redirect)).toBe('/gigs/duo?slot=3&players=2');
  });
});

function FavoriteAsVisitor() {
  const sendToSignIn = useSendToSignIn();
  return <button onClick={sendToSignIn}>Favorite</button>;
}

function ShowLocation() {
  const { pathname, search } = useLocation();
  return <p>At {`${pathname}${search}`}</p>;
}

describe('useSendToSignIn', () => {
  it('sends a visitor to sign in and back to this very page with its query', async () => {
    render(
      <MemoryRouter initialEntries={['/browse?game=chess&sort=price']}>
        <Routes>
          <Route path="/browse" element={<FavoriteAsVisitor />} />
          <Route path="/login" element={<ShowLocation />} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Favorite' }));
    expect(screen.getByText(/^At /)).toHaveTextContent(`At ${signInPath('/browse?game=chess&sort=price')}`);
  });
});

function AuthLinks() {
  const { signIn, signUp } = useAuthLinks();
  return (
    <p>
      {signIn} {signUp}
    </p>
  );
}

describe('useAuthLinks', () => {
  const linksAt = (entry: string) => {
    const view = render(
      <MemoryRouter initialEntries={[entry]}>
        <AuthLinks />
      </MemoryRouter>,
    );
    const text = view.container.textContent;
    view.unmount();
    return text;
  };

  it("come back to the visitor's page with its query, and pass on a sign-in page's own return", () => {
    const back = new URLSearchParams({ redirect: '/stars/nova?tab=gigs' });
    expect(linksAt('/stars/nova?tab=gigs')).toBe(`/login?${back} /signup?${back}`);
    expect(linksAt(`/login?${back}`)).toBe(`/login?${back} /signup?${back}`);
    expect(linksAt('/')).toBe('/login /signup');
    expect(linksAt('/signup')).toBe('/login /signup');
  });
});
