import type { AdminStarDto } from '@lobby/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { useStarListPreferences } from '../stores/list-preferences';
import { StarsTable } from './stars-table';

const star: AdminStarDto = {
  _id: 'star-1',
  fullName: 'Rhea Rush',
  username: 'rhea_rush',
  email: 'rhea@example.com',
  billingCountry: 'IN',
  isLive: true,
  onboardingStatus: 'submitted',
  showAtLanding: true,
  hasPassword: false,
  createdAt: '2026-11-20T10:00:00.000Z',
};

function serve() {
  const queries: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      queries.push(new URL(path, 'http://app').searchParams);
      return new Response(JSON.stringify({ data: [star], page: 1, limit: 10, totalPages: 1, total: 1 }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return queries;
}

beforeEach(() => {
  sessionStorage.clear();
  useStarListPreferences.setState({ page: 1, limit: 10, search: '', sort: 'fullName_asc' });
});
afterEach(() => vi.unstubAllGlobals());

describe('StarsTable', () => {
  it('asks for page 1, 10 a page, A→Z, then searches and keeps the choice for the tab', async () => {
    const queries = serve();
    renderInApp(<StarsTable canWrite />);
    expect(await screen.findByRole('link', { name: 'Rhea Rush' })).toHaveAttribute(
      'href',
      '/admin/influencer/star-1',
    );
    expect(Object.fromEntries(queries[0])).toEqual({ page: '1', limit: '10', sort: 'fullName_asc' });
    expect(screen.getByRole('switch', { name: 'Feature @rhea_rush on the landing page' })).toBeChecked();

    await userEvent.type(screen.getByLabelText('Search'), 'rhea');
    await waitFor(() => expect(queries.at(-1)?.get('search')).toBe('rhea'));
    expect(JSON.parse(sessionStorage.getItem('lobby-admin-influencer-list')!).state).toEqual({
      page: 1,
      limit: 10,
      search: 'rhea',
      sort: 'fullName_asc',
    });
  });

  it('shows staff with read only the landing flag as a badge, not a switch', async () => {
    serve();
    renderInApp(<StarsTable canWrite={false} />);
    await screen.findByRole('link', { name: 'Rhea Rush' });
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByText('Featured')).toBeInTheDocument();
  });
});
