import type { InvoiceDto } from '@lobby/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { InvoiceView } from './invoice-view';

const invoice: InvoiceDto = {
  invoiceNumber: 'INV-LB-1042',
  orderId: 'order-1',
  order_id: 'LB-1042',
  kind: 'slot',
  liveSessionId: null,
  issuedAt: '2026-11-21T10:00:00.000Z',
  buyer: { userId: 'fan-1', fullName: 'Asha Rao', username: 'asha' },
  streamer: { userId: 'star-1', fullName: 'Nova Reyes', username: 'nova_plays' },
  gig: { _id: 'gig-1', title: 'Ranked duo', slug: 'ranked-duo' },
  slot: {
    _id: 'slot-1',
    date: '2026-11-21',
    startTime: '2026-11-21T12:30:00.000Z',
    endTime: '2026-11-21T13:30:00.000Z',
    timeZone: 'Asia/Kolkata',
  },
  numberOfPlayers: 2,
  unitPrice: 15_000,
  subtotal: 30_000,
  discount: 0,
  promoCode: null,
  taxes: 0,
  gst: null,
  total: 30_000,
  currency: 'INR',
  paymentMethod: 'sandbox',
  status: 'paid',
  refund: null,
};

describe('InvoiceView', () => {
  it("states the GST included in the total and the streamer's GSTIN when the streamer charged GST", () => {
    // ₹300 at 18 %: 30000 × 18 / 118 = 4576.27 → ₹45.76.
    renderInApp(
      <InvoiceView
        invoice={{ ...invoice, taxes: 4576, gst: { gstin: '29ABCDE1234F1Z5', percent: 18, amount: 4576 } }}
      />,
    );
    expect(screen.getByText('GSTIN 29ABCDE1234F1Z5')).toBeInTheDocument();
    expect(screen.getByText('GST included (18 %)').parentElement).toHaveTextContent('₹45.76');
    expect(screen.queryByText('Taxes (included)')).toBeNull();
  });

  it('shows no GST line and no GSTIN for a streamer without one', () => {
    renderInApp(<InvoiceView invoice={invoice} />);
    expect(screen.getByText('Taxes (included)')).toBeInTheDocument();
    expect(screen.queryByText(/GST/)).toBeNull();
  });
});
