import type { InvoiceDto } from '@lobby/contracts';
import { extractText } from '../../test/support/pdf-text';
import { renderInvoicePdf } from './invoice-pdf';

const invoice: InvoiceDto = {
  invoiceNumber: 'INV-1042',
  orderId: '01a2',
  order_id: '1042',
  kind: 'slot',
  liveSessionId: null,
  issuedAt: '2026-11-21T10:00:00.000Z',
  buyer: { userId: 'u1', fullName: 'Asha Rao', username: 'asha' },
  streamer: { userId: 'u2', fullName: 'Nova Reyes', username: 'nova_plays' },
  gig: { _id: 'g1', title: 'Ranked duo', slug: 'ranked-duo' },
  slot: {
    _id: 's1',
    date: '2026-11-21',
    startTime: '2026-11-21T12:30:00.000Z',
    endTime: '2026-11-21T13:30:00.000Z',
    timeZone: 'Asia/Kolkata',
  },
  numberOfPlayers: 2,
  unitPrice: 15000,
  subtotal: 30000,
  discount: 0,
  promoCode: null,
  taxes: 0,
  gst: null,
  total: 30000,
  currency: 'INR',
  paymentMethod: 'sandbox',
  status: 'paid',
  refund: null,
};

describe('invoice PDF', () => {
  let pdf: Buffer;
  let text: string;

  beforeAll(async () => {
    pdf = await renderInvoicePdf(invoice);
    text = extractText(pdf);
  });

  it('embeds a font and prints the en dash between the session times', () => {
    expect(pdf.toString('latin1')).toMatch(/\/FontFile2 \d+ 0 R/);
    expect(text).toContain('Session 21 Nov 2026, 18:00–19:00 (Asia/Kolkata)');
  });

  it('names both dates of a session that crosses midnight', async () => {
    const late = {
      ...invoice.slot,
      startTime: '2026-11-21T18:00:00.000Z',
      endTime: '2026-11-21T19:00:00.000Z',
    };
    const lateText = extractText(await renderInvoicePdf({ ...invoice, slot: late }));
    // ICU puts thin spaces around the dash here.
    expect(lateText).toMatch(/Session 21 Nov 2026, 23:30\s–\s22 Nov 2026, 00:30 \(Asia\/Kolkata\)/);
  });

  it('prints amounts with the rupee sign', () => {
    expect(text).toContain('Price per player ₹150');
    expect(text).toContain('Total ₹300');
  });

  it("states the GST included and the streamer's GSTIN when the streamer charged GST, and neither otherwise", async () => {
    // ₹300 at 18 %: 30000 × 18 / 118 = 4576.27 → ₹45.76.
    const withGst: InvoiceDto = {
      ...invoice,
      taxes: 4576,
      gst: { gstin: '29ABCDE1234F1Z5', percent: 18, amount: 4576 },
    };
    const gstText = extractText(await renderInvoicePdf(withGst));
    expect(gstText).toContain('Streamer GSTIN 29ABCDE1234F1Z5');
    expect(gstText).toContain('GST included (18 %) ₹45.76');
    expect(gstText).not.toContain('Taxes (included)');
    expect(text).toContain('Taxes (included) ₹0');
    expect(text).not.toContain('GST');
  });

  it('states what a partial refund gave back and when, and what was kept', async () => {
    const refunded: InvoiceDto = {
      ...invoice,
      status: 'refunded',
      refund: { amount: 15_030, refundedAt: '2026-11-21T08:05:00.000Z' },
    };
    const refundedText = extractText(await renderInvoicePdf(refunded));
    expect(refundedText).toContain('Status Refunded');
    expect(refundedText).toContain('Refunded -₹150.30 on 21 Nov 2026, 08:05 (UTC)');
    expect(refundedText).toContain('Kept ₹149.70');
    expect(text).not.toContain('Refunded');
  });

  it('invoices a VIP place as the live session, one place, when it was paid', async () => {
    const vip: InvoiceDto = {
      ...invoice,
      kind: 'vip',
      liveSessionId: 'l1',
      gig: { _id: null, title: 'Ranked with chat', slug: '' },
      slot: {
        _id: null,
        date: '2026-11-21',
        startTime: '2026-11-21T10:00:00.000Z',
        endTime: '2026-11-21T10:00:00.000Z',
        timeZone: 'UTC',
      },
      numberOfPlayers: 1,
      unitPrice: 1000,
      subtotal: 1000,
      total: 1000,
    };
    const vipText = extractText(await renderInvoicePdf(vip));
    expect(vipText).toContain('VIP place Ranked with chat');
    expect(vipText).toContain('Paid 21 Nov 2026, 10:00');
    expect(vipText).toContain('Price ₹10');
    expect(vipText).not.toContain('Players');
    expect(vipText).not.toContain('Gig ');
  });
});
