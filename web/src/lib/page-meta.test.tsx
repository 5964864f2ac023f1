import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DESCRIPTION, pageMetaOf, RouteMeta } from './page-meta';
import { usePageTitle } from './use-page-title';

const description = () => document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

function StarPage() {
  usePageTitle('Ana');
  return <Link to="/browse">Browse</Link>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <RouteMeta />
            <Outlet />
          </>
        ),
        children: [
          { path: '/stars/:username', element: <StarPage /> },
          { path: '/browse', element: <Link to="/stars/ana">Ana</Link> },
          { path: '/profile', element: <p>Profile</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('route meta', () => {
  it('names a title and a description for every public route, and none for private pages', () => {
    for (const path of ['/', '/about', '/faqs/x', '/blogs', '/blogs/author/ana', '/browse', '/contact-us']) {
      expect(pageMetaOf(path)?.description, path).toBeTruthy();
    }
    expect(pageMetaOf('/blogs/author/ana')?.title).toBe('Blog author');
    expect(pageMetaOf('/admin/dashboard')).toBeNull();
  });

  it("sets the route's title and description, lets a page name its item, and keeps served item tags on first load", async () => {
    document.title = 'Ana · Lobby';
    document.head.innerHTML = '<meta name="description" content="Served by the gateway" />';
    renderAt('/stars/ana');
    expect(description()).toBe('Served by the gateway');
    expect(document.title).toBe('Ana · Lobby');

    await userEvent.click(screen.getByRole('link', { name: 'Browse' }));
    expect(document.title).toBe('Browse · Lobby');
    expect(description()).toMatch(/^Find gigs, games and creators/);

    await userEvent.click(screen.getByRole('link', { name: 'Ana' }));
    expect(document.title).toBe('Ana · Lobby');
    expect(description()).toBe("A creator's page on Lobby: their gigs, live sessions and games.");
  });

  it('puts the defaults back on a page that is not public', () => {
    renderAt('/profile');
    expect(document.title).toBe('Lobby');
    expect(description()).toBe(DEFAULT_DESCRIPTION);
  });
});
