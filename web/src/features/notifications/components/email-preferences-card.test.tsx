import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { EmailPreferencesCard } from './email-preferences-card';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('EmailPreferencesCard', () => {
  it('shows the saved preference and saves a change', async () => {
    const fetchMock = vi.fn(async (_path: string, init?: RequestInit) =>
      init?.method === 'PUT' ? json(JSON.parse(String(init.body))) : json({ marketing: true }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderInApp(<EmailPreferencesCard />);

    const marketing = await screen.findByRole('switch', { name: /New slots from creators I follow/ });
    expect(marketing).toBeChecked();
    fireEvent.click(marketing);
    await screen.findByText('Email preferences saved');
    expect(marketing).not.toBeChecked();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(put[0]).toBe('/api/user/email-preferences');
    expect(JSON.parse(String(put[1]!.body))).toEqual({ marketing: false });
  });

  it('puts the switch back when saving fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_path: string, init?: RequestInit) =>
        init?.method === 'PUT' ? json({ error: 'Bad request' }, 400) : json({ marketing: true }),
      ),
    );
    renderInApp(<EmailPreferencesCard />);
    const marketing = await screen.findByRole('switch', { name: /New slots from creators I follow/ });
    fireEvent.click(marketing);
    await waitFor(() => expect(marketing).toBeChecked());
  });
});
