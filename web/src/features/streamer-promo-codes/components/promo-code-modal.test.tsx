import type { PromoCodeDto } from '@lobby/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PromoCodeFormText } from '../../../components/promo-codes/promo-code-values';
import { renderInApp } from '../../../test/render';
import { PromoCodeModal } from './promo-code-modal';

const paused: PromoCodeDto = {
  _id: 'code-1',
  code: 'SPRING',
  streamerId: 'star-1',
  discountType: 'fixed',
  percentOff: null,
  amountOff: 499,
  currency: 'INR',
  validFrom: null,
  validUntil: null,
  maxUses: 50,
  maxUsesPerUser: 2,
  usesCount: 7,
  gigIds: ['gig-1'],
  isActive: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const answering = () =>
  vi.fn(
    async () =>
      new Response(JSON.stringify({ message: 'Promo code updated' }), {
        headers: { 'Content-Type': 'application/json' },
      }),
  );

afterEach(() => vi.unstubAllGlobals());

describe('the new promo code form', { timeout: 20_000 }, () => {
  it('refuses a percent over 100 with its text instead of quietly making it 100', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    renderInApp(<PromoCodeModal opened onClose={() => {}} starId="star-1" query="" currency="INR" />);

    fireEvent.change(await screen.findByRole('textbox', { name: 'Code' }), { target: { value: 'HALFOFF' } });
    const percent = screen.getByRole('textbox', { name: 'Percent off' });
    fireEvent.change(percent, { target: { value: '150' } });
    fireEvent.blur(percent);
    expect(percent).toHaveValue('150%');
    fireEvent.click(screen.getByRole('button', { name: /create/i }));

    expect(await screen.findByText(PromoCodeFormText.percentOff)).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });
});

describe('editing a promo code', { timeout: 20_000 }, () => {
  it('opens with the code’s rules and sends them all back with the change, keeping its gigs and its switch', async () => {
    const fetchMock = answering();
    vi.stubGlobal('fetch', fetchMock);
    const onClose = vi.fn();
    renderInApp(
      <PromoCodeModal opened onClose={onClose} starId="star-1" query="" currency="USD" editing={paused} />,
    );

    const form = await screen.findByRole('form', { name: 'Edit promo code' });
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('SPRING');
    expect(screen.getByRole('textbox', { name: 'Amount off' })).toHaveValue('4.99');
    expect(screen.getByRole('textbox', { name: 'Total uses' })).toHaveValue('50');
    expect(screen.getByRole('textbox', { name: 'Uses per fan' })).toHaveValue('2');

    fireEvent.change(screen.getByRole('textbox', { name: 'Total uses' }), { target: { value: '80' } });
    fireEvent.submit(form);

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/streamer/promo-codes/code-1');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body as string)).toEqual({
      code: 'SPRING',
      discountType: 'fixed',
      amountOff: 499,
      currency: 'INR',
      validFrom: null,
      validUntil: null,
      maxUses: 80,
      maxUsesPerUser: 2,
      gigIds: ['gig-1'],
      isActive: false,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('checks an edit with the create form’s rules before sending it', async () => {
    const fetchMock = answering();
    vi.stubGlobal('fetch', fetchMock);
    renderInApp(
      <PromoCodeModal opened onClose={() => {}} starId="star-1" query="" currency="USD" editing={paused} />,
    );

    fireEvent.change(await screen.findByRole('textbox', { name: 'Code' }), { target: { value: 'no spaces' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount off' }), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(PromoCodeFormText.code)).toBeInTheDocument();
    expect(screen.getByText(PromoCodeFormText.amountOff)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
