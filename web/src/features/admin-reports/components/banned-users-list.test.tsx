import type { BannedUserDto, Page } from '@lobby/contracts';
import { ModalsProvider } from '@mantine/modals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../stores/auth-store';
import { aUser } from '../../../test/fixtures';
import { renderInApp } from '../../../test/render';
import { BannedUsersList } from './banned-users-list';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const aBan = (n: number): BannedUserDto => ({
  _id: `ban-${n}`,
  user: {
    _id: `user-${n}`,
    username: `rude_${n}`,
    fullName: `Rude ${n}`,
    role: 'user',
    images: { url: null },
    isBanned: true,
  },
  reason: `Reason ${n}`,
  bannedAt: '2026-11-20T10:00:00.000Z',
  bannedBy: { _id: 'staff-1', username: 'demo_admin' },
});

const pageOf = (page: number, rows: BannedUserDto[], total = 12): Page<BannedUserDto> => ({
  data: rows,
  page,
  limit: 10,
  total,
  totalPages: Math.ceil(total / 10),
});

function signIn(write: boolean) {
  useAuthStore.getState().setSession({
    accessToken: 'token',
    refreshToken: 'refresh',
    user: aUser({ role: 'admin', permissions: [{ service: 'Banned Users', read: true, write }] }),
  });
}

const renderList = () =>
  renderInApp(
    <ModalsProvider>
      <BannedUsersList />
    </ModalsProvider>,
  );

beforeEach(() => useAuthStore.getState().clear());
afterEach(() => vi.unstubAllGlobals());

describe('BannedUsersList', () => {
  it('appends page 2 under page 1, and drops the unbanned accounts from the list without reloading it', async () => {
    signIn(true);
    const first = Array.from({ length: 10 }, (_, i) => aBan(i + 1));
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${path}`);
        if (path.startsWith('/api/admin/unban-users'))
          return json({ message: 'Users unbanned', userIds: JSON.parse(String(init!.body)).userIds });
        return json(path.includes('page=2') ? pageOf(2, [aBan(11), aBan(12)]) : pageOf(1, first));
      }),
    );
    renderList();
    await screen.findByText('@rude_1');
    expect(screen.getByText('10 of 12 banned accounts')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('@rude_12');
    expect(screen.getByText('@rude_1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select @rude_2' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select @rude_11' }));
    await userEvent.click(screen.getByRole('button', { name: 'Unban' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unban 2' }));
    await screen.findByText('Users unbanned');
    await waitFor(() => expect(screen.queryByText('@rude_2')).not.toBeInTheDocument());
    expect(screen.queryByText('@rude_11')).not.toBeInTheDocument();
    expect(screen.getByText('10 of 10 banned accounts')).toBeInTheDocument();
    expect(calls.filter((call) => call.startsWith('GET'))).toHaveLength(2);
  });

  it('treats a 404 as no bans, and shows a reader no buttons', async () => {
    signIn(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: 'Not found' }, 404)),
    );
    renderList();
    expect(await screen.findByText('No banned accounts')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Unban/ })).not.toBeInTheDocument();
  });

  it('keeps an account listed when its unban fails', async () => {
    signIn(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) =>
        path.startsWith('/api/admin/unban-users')
          ? new Response('', { status: 500 })
          : json(pageOf(1, [aBan(1)], 1)),
      ),
    );
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Unban @rude_1' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unban' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unban @rude_1' })).toBeEnabled());
    expect(screen.getByText('@rude_1')).toBeInTheDocument();
  });
});
