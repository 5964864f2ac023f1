import type { StaffPermission, StreamerModeratorsDto } from '@lobby/contracts';
import { ModalsProvider } from '@mantine/modals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../stores/auth-store';
import { aUser } from '../../../test/fixtures';
import { renderInApp } from '../../../test/render';
import { StarModerators } from './star-moderators';

const person = (id: string, username: string, fullName: string) => ({
  _id: id,
  username,
  fullName,
  images: { url: null },
});

const moderators: StreamerModeratorsDto = {
  moderators: [{ moderator: person('mod-1', 'mia_mod', 'Mia Mod'), since: '2026-11-01T10:00:00.000Z' }],
  invitations: [
    {
      _id: 'inv-1',
      status: 'pending',
      streamer: person('star-1', 'rhea_rush', 'Rhea Rush'),
      invitee: person('fan-2', 'ivan_invited', 'Ivan Invited'),
      _created_at: '2026-11-28T10:00:00.000Z',
    },
  ],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The list answers the star's moderators; a write answers with a message. */
function stubApi() {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
    !init?.method || init.method === 'GET'
      ? json(moderators)
      : json({ message: 'Done', moderator: person('fan-3', 'fay_fan', 'Fay Fan') }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const writes = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([url, init]) => ({ url: String(url), method: init?.method ?? 'GET', body: init?.body }))
    .filter(({ method }) => method !== 'GET');

function signInStaff(write: boolean) {
  const permissions: StaffPermission[] = [{ service: 'Influencers', read: true, write }];
  const user = aUser({ _id: 'staff-1', role: 'developer', permissions });
  useAuthStore.getState().setSession({ accessToken: 'token', refreshToken: 'refresh', user });
}

const renderSection = () =>
  renderInApp(
    <ModalsProvider>
      <StarModerators starId="star-1" username="rhea_rush" />
    </ModalsProvider>,
  );

afterEach(() => {
  useAuthStore.getState().clear();
  vi.unstubAllGlobals();
});

describe("a star's moderators in the admin section", { timeout: 20_000 }, () => {
  it('shows read-only staff the moderators and invitations, without appoint or remove', async () => {
    const fetchMock = stubApi();
    signInStaff(false);
    renderSection();
    expect(await screen.findByText('@mia_mod')).toBeInTheDocument();
    expect(screen.getByText('@ivan_invited')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0][0])).toContain('/api/admin/influencers/star-1/moderators');
    expect(screen.queryByRole('form', { name: 'Appoint a moderator' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('appoints by the email or username typed, trimmed', async () => {
    const fetchMock = stubApi();
    signInStaff(true);
    renderSection();
    const form = await screen.findByRole('form', { name: 'Appoint a moderator' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Appoint a moderator' }), {
      target: { value: '  fay_fan ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Appoint' }));

    await waitFor(() => expect(writes(fetchMock)).toHaveLength(1));
    const [appoint] = writes(fetchMock);
    expect(appoint.method).toBe('POST');
    expect(appoint.url).toContain('/api/admin/influencers/star-1/moderators');
    expect(JSON.parse(appoint.body as string)).toEqual({ identifier: 'fay_fan' });
  });

  it("shows the server's refusal under the field", async () => {
    const fetchMock = stubApi();
    fetchMock.mockImplementation(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? json({ message: 'Streamers cannot be moderators', statusCode: 400 }, 400)
        : json(moderators),
    );
    signInStaff(true);
    renderSection();
    const form = await screen.findByRole('form', { name: 'Appoint a moderator' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Appoint a moderator' }), {
      target: { value: 'other_star' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Appoint' }));
    expect(await within(form).findByText('Streamers cannot be moderators')).toBeInTheDocument();
  });

  it('removes a moderator only after the confirmation', async () => {
    const fetchMock = stubApi();
    signInStaff(true);
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove @mia_mod' }));

    const dialog = await screen.findByRole('dialog', { name: 'Remove @mia_mod as moderator?' });
    expect(writes(fetchMock)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove moderator' }));

    await waitFor(() => expect(writes(fetchMock)).toHaveLength(1));
    expect(writes(fetchMock)[0].method).toBe('DELETE');
    expect(writes(fetchMock)[0].url).toContain('/api/admin/influencers/star-1/moderators/mod-1');
  });
});
