import { BookingText } from '@lobby/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../stores/auth-store';
import { aUser } from '../../../test/fixtures';
import { renderInApp } from '../../../test/render';
import { PaymentNotCompleted } from './payment-not-completed';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const session = (status: string, sessionId = 'first', promoCode: string | null = null) => ({
  sessionId,
  orderId: 'order-1',
  kind: 'order',
  provider: 'sandbox',
  status,
  amount: 30_000,
  discount: 0,
  currency: 'INR',
  promoCode,
  expiresAt: '2030-01-01T00:00:00.000Z',
  ...(status === 'created' ? { url: `/checkout/sandbox/${sessionId}` } : {}),
});

const heldOrder = {
  _id: 'order-1',
  kind: 'order',
  slot_id: 'slot-1',
  numberOfPlayers: 2,
  gamerTags: [
    { _id: 't1', gamerTag: 'Ace#1' },
    { _id: 't2', gamerTag: 'Ace#2' },
  ],
  status: 'held',
  expiresAt: '2030-01-01T00:15:00.000Z',
  slug: 'play-with-me',
  influencerUsername: 'star',
};

/** The gateway: a held order behind an open checkout; the cancel answers `cancelled`, booking again `booked`. */
function serve({ cancelled = 'failed', booked }: { cancelled?: string; booked: () => Response }) {
  const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
    if (path === '/api/checkout/sandbox/first') return json(session('created'));
    if (path === '/api/get/orders_by_stipe_session_id/first') return json(heldOrder);
    if (path === '/api/checkout/cancel') return json(session(cancelled));
    if (path === '/api/create-checkout-session' && init?.method === 'POST') return booked();
    return json({ error: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  const sent = (path: string) =>
    fetchMock.mock.calls.filter(([called]) => called === path).map(([, init]) => JSON.parse(String(init?.body)));
  return { sent };
}

/**
 * The gateway after a declined card: the session failed (with a promo code) and its order still awaits payment;
 * paying the order again answers `paid`, booking again `booked`.
 */
function serveDeclined({ paid, booked }: { paid: () => Response; booked: () => Response }) {
  const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
    if (path === '/api/checkout/sandbox/first') return json(session('failed', 'first', 'SQUAD10'));
    if (path === '/api/get/orders_by_stipe_session_id/first') return json(heldOrder);
    if (path === '/api/orders/pay/order-1' && init?.method === 'POST') return paid();
    if (path === '/api/create-checkout-session' && init?.method === 'POST') return booked();
    return json({ error: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  const called = (path: string) => fetchMock.mock.calls.filter(([each]) => each === path);
  return { called };
}

beforeEach(() => {
  useAuthStore.getState().setSession({ accessToken: 'token', refreshToken: 'refresh', user: aUser() });
});

describe('the cancelled checkout page', { timeout: 20_000 }, () => {
  it('cancels the checkout on arrival, then books the same seats again in one request', async () => {
    const { sent } = serve({ booked: () => json(session('created', 'second'), 201) });
    renderInApp(<PaymentNotCompleted sessionId="first" />, { path: '/checkout/cancel?session_id=first' });

    await screen.findByText(/You were not charged, and the seats you picked were given back/);
    expect(sent('/api/checkout/cancel')).toEqual([{ sessionId: 'first' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('At /checkout/sandbox/second');
    expect(sent('/api/create-checkout-session')).toEqual([
      { slotId: 'slot-1', numberOfPlayers: 2, gamerTags: ['Ace#1', 'Ace#2'], provider: 'sandbox' },
    ]);
  });

  it('says so plainly when the seats were taken meanwhile', async () => {
    serve({ booked: () => json({ error: BookingText.slotFull }, 409) });
    renderInApp(<PaymentNotCompleted sessionId="first" />, { path: '/checkout/cancel?session_id=first' });

    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Those seats are gone: someone else booked them meanwhile.',
    );
    expect(screen.getByRole('link', { name: 'Back to the gig' })).toHaveAttribute(
      'href',
      '/stars/star/gigs/play-with-me',
    );
  });

  it('shows a payment that went through before the cancel as paid', async () => {
    serve({ cancelled: 'paid', booked: () => json({ error: 'unexpected' }, 500) });
    renderInApp(<PaymentNotCompleted sessionId="first" />, { path: '/checkout/cancel?session_id=first' });

    await screen.findByText('Your payment went through before you came back, so your booking stands.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('after a declined card, keeps the seats and pays the same order again', async () => {
    const { called } = serveDeclined({
      paid: () => json(session('created', 'second', 'SQUAD10'), 201),
      booked: () => json({ error: 'unexpected' }, 500),
    });
    renderInApp(<PaymentNotCompleted sessionId="first" />, { path: '/checkout/cancel?session_id=first' });

    await screen.findByText(
      /Your payment did not go through and you were not charged. Your seats stay yours until/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('At /checkout/sandbox/second');
    expect(called('/api/orders/pay/order-1')).toHaveLength(1);
    expect(called('/api/checkout/cancel')).toHaveLength(0);
    expect(called('/api/create-checkout-session')).toHaveLength(0);
  });

  it("books the same choices again, promo code included, once the order's hold has run out", async () => {
    const { called } = serveDeclined({
      paid: () => json({ error: BookingText.orderExpired }, 409),
      booked: () => json(session('created', 'second', 'SQUAD10'), 201),
    });
    renderInApp(<PaymentNotCompleted sessionId="first" />, { path: '/checkout/cancel?session_id=first' });

    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('At /checkout/sandbox/second');
    expect(called('/api/create-checkout-session').map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      {
        slotId: 'slot-1',
        numberOfPlayers: 2,
        gamerTags: ['Ace#1', 'Ace#2'],
        provider: 'sandbox',
        promoCode: 'SQUAD10',
      },
    ]);
  });
});
