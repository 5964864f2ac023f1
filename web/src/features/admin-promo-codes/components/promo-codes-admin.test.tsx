import type { PromoCodeDto, StaffPermission } from '@lobby/contracts';
import { ModalsProvider } from '@mantine/modals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../stores/auth-store';
import { aUser } from '../../../test/fixtures';
import { renderInApp } from '../../../test/render';
import { PromoCodesAdmin } from './promo-codes-admin';

const platformCode: PromoCodeDto = {
  _id: 'code-1',
  code: 'WELCOME10',
  streamerId: null,
  discountType: 'percent',
  percentOff: 10,
  amountOff: null,
  currency: null,
  validFrom: null,
  validUntil: null,
  maxUses: null,
  maxUsesPerUser: 1,
  usesCount: 4,
  gigIds: [],
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

/** The staff list answers one page with the code; any write answers with a message. */
function stubApi() {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
    !init?.method || init.method === 'GET'
      ? json({ data: [platformCode], total: 1, page: 1, limit: 10, totalPages: 1 })
      : json({ message: 'Done' }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const writes = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([url, init]) => ({ url: String(url), method: init?.method ?? 'GET', body: init?.body }))
    .filter(({ method }) => method !== 'GET');

function signInStaff(write: boolean) {
  const permissions: StaffPermission[] = [{ service: 'PromoCodes', read: true, write }];
  const user = aUser({ _id: 'staff-1', role: 'developer', permissions });
  useAuthStore.getState().setSession({ accessToken: 'token', refreshToken: 'refresh', user });
}

const renderPage = () =>
  renderInApp(
    <ModalsProvider>
      <PromoCodesAdmin />
    </ModalsProvider>,
  );

afterEach(() => {
  useAuthStore.getState().clear();
  vi.unstubAllGlobals();
});

describe('the staff promo code list', { timeout: 20_000 }, () => {
  it('offers edit and delete only to staff who may write promo codes', async () => {
    stubApi();
    signInStaff(false);
    renderPage();
    expect((await screen.findAllByText('WELCOME10')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Edit WELCOME10' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete WELCOME10' })).not.toBeInTheDocument();
  });

  it('edits a code in the shared form, sending its switch and gigs back unchanged', async () => {
    const fetchMock = stubApi();
    signInStaff(true);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit WELCOME10' }));

    const form = await screen.findByRole('form', { name: 'Edit promo code' });
    expect(within(form).getByRole('textbox', { name: 'Code' })).toHaveValue('WELCOME10');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Percent off' }), { target: { value: '15' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(writes(fetchMock)).toHaveLength(1));
    const [update] = writes(fetchMock);
    expect(update.url).toContain('/api/admin/promo-codes/code-1');
    expect(update.method).toBe('PUT');
    expect(JSON.parse(update.body as string)).toMatchObject({
      code: 'WELCOME10',
      percentOff: 15,
      maxUsesPerUser: 1,
      gigIds: [],
      isActive: true,
    });
  });

  it('deletes a code only after the confirmation', async () => {
    const fetchMock = stubApi();
    signInStaff(true);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete WELCOME10' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete this promo code?' });
    expect(writes(fetchMock)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete code' }));

    await waitFor(() => expect(writes(fetchMock)).toHaveLength(1));
    expect(writes(fetchMock)[0]).toMatchObject({ method: 'DELETE' });
    expect(writes(fetchMock)[0].url).toContain('/api/admin/promo-codes/code-1');
  });
});
