import type { OrderDto } from '@lobby/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { OrderLobbyCode } from './lobby-code';
import { OrderCard } from './order-card';

const paidAt = '2030-03-02T18:05:00.000Z';
const slotOrder: OrderDto = {
  _id: 'o1',
  order_id: 'LB-SLOT',
  kind: 'slot',
  slot_id: 's1',
  _gig_id: 'g1',
  liveSessionId: null,
  _influencer_id: 'u2',
  _user_id: 'u1',
  status: 'paid',
  numberOfPlayers: 2,
  gamerTags: [
    { _id: 't1', gamerTag: 'Ace' },
    { _id: 't2', gamerTag: 'Bolt' },
  ],
  stripe_session_id: 'cs_1',
  paymentRef: 'cs_1',
  amount: 5000,
  discount: 0,
  amountPaid: 5000,
  currency: 'USD',
  promoCode: null,
  expiresAt: paidAt,
  paidAt,
  createdAt: paidAt,
  product_title: 'Duo ranked',
  slug: 'duo-ranked',
  influencerUsername: 'nova',
  influencerName: 'Nova Reyes',
  username: 'fan',
  fullName: 'Fan One',
  date: '2030-03-09',
  startTime: '2030-03-09T18:00:00.000Z',
  endTime: '2030-03-09T19:00:00.000Z',
  timeZone: 'UTC',
  lobbyCode: null,
  refundAmount: null,
  refundTo: null,
  keptAmount: null,
};
const vipOrder: OrderDto = {
  ...slotOrder,
  _id: 'o2',
  order_id: 'LB-VIP',
  kind: 'vip',
  slot_id: null,
  _gig_id: null,
  liveSessionId: 'l1',
  numberOfPlayers: 1,
  gamerTags: [{ _id: 't3', gamerTag: 'Vip#7' }],
  product_title: 'Ranked with chat',
  slug: '',
  date: paidAt.slice(0, 10),
  startTime: paidAt,
  endTime: paidAt,
};

describe('OrderCard', () => {
  it('shows a VIP place as one, linked to the star’s live page, with when it was paid and no lobby code row', () => {
    renderInApp(
      <OrderCard order={vipOrder} viewer="fan">
        <OrderLobbyCode order={vipOrder} />
      </OrderCard>,
    );
    const title = screen.getByRole('link', { name: 'VIP place · Ranked with chat' });
    expect(title).toHaveAttribute('href', '/stars/nova/live');
    expect(screen.getByText(/^Paid /)).toBeInTheDocument();
    expect(screen.getByText('Vip#7')).toBeInTheDocument();
    expect(screen.queryByText(/player/)).not.toBeInTheDocument();
    expect(screen.queryByText(/lobby code/i)).not.toBeInTheDocument();
  });

  it('keeps a slot order as it was: the gig, its players and the promise of a lobby code', () => {
    renderInApp(
      <OrderCard order={slotOrder} viewer="fan">
        <OrderLobbyCode order={slotOrder} />
      </OrderCard>,
    );
    expect(screen.getByRole('link', { name: 'Duo ranked' })).toHaveAttribute(
      'href',
      '/stars/nova/gigs/duo-ranked',
    );
    expect(screen.getByText('2 players')).toBeInTheDocument();
    expect(screen.getByText(/lobby code here before the session/)).toBeInTheDocument();
  });

  it('shows the streamer what a cancelled order refunded and kept, and the fan only what went back', () => {
    const cancelled: OrderDto = { ...slotOrder, status: 'refunded', refundAmount: 2500, keptAmount: 2500 };
    const { unmount } = renderInApp(<OrderCard order={cancelled} viewer="streamer" />);
    // $50 paid; $25 refunded and $25 kept.
    expect(screen.getByText('$50')).toBeInTheDocument();
    expect(screen.getByText('· Kept')).toBeInTheDocument();
    expect(screen.getAllByText('$25')).toHaveLength(2);
    unmount();

    renderInApp(<OrderCard order={cancelled} viewer="fan" />);
    expect(screen.getAllByText('$25')).toHaveLength(1);
    expect(screen.queryByText('· Kept')).not.toBeInTheDocument();
  });
});
