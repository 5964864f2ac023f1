import { GstLabels, type PayoutDto, type PayoutLineDto } from '@lobby/contracts';
import { extractText } from '../../test/support/pdf-text';
import { renderPayoutStatementPdf } from './payout-statement-pdf';

const rates = { platformFeePercent: 10, platformFeeGstPercent: 18, tdsPercent: 0.1, serviceGstPercent: 0 };

const line = (overrides: Partial<PayoutLineDto>): PayoutLineDto => ({
  orderId: 'd2b8f0c4-0000-4000-8000-000000000001',
  orderNumber: 'LB-1001',
  sandbox: false,
  kind: 'sale',
  saleKind: 'slot',
  title: 'Ranked duo',
  gigId: 'g1',
  liveSessionId: null,
  userId: 'u1',
  fanName: 'Asha Rao',
  currency: 'INR',
  paidAt: '2026-11-20T10:00:00.000Z',
  refundedAt: null,
  gross: 3000,
  platformFee: 300,
  platformFeeGst: 54,
  tds: 3,
  net: 2643,
  serviceGst: 0,
  ...rates,
  ...overrides,
});

const payout: PayoutDto = {
  _id: 'p1',
  streamerId: 's1',
  streamerName: 'Nova Reyes',
  currency: 'INR',
  status: 'completed',
  orderIds: [],
  lines: [
    line({}),
    line({
      orderId: 'o2',
      orderNumber: 'LB-1002',
      fanName: 'Ben Ng',
      refundedAt: '2026-11-21T09:30:00.000Z',
      gross: 1500,
      platformFee: 150,
      platformFeeGst: 27,
      tds: 2,
      net: 1321,
    }),
    line({
      orderId: 'o3',
      orderNumber: 'LB-0990',
      kind: 'reversal',
      fanName: 'Cy Lee',
      title: 'Squad night',
      paidAt: '2026-11-01T10:00:00.000Z',
      refundedAt: '2026-11-22T08:15:00.000Z',
      gross: -1000,
      platformFee: -100,
      platformFeeGst: -18,
      tds: -1,
      net: -881,
    }),
  ],
  totals: {
    orderCount: 3,
    gross: 3500,
    platformFee: 350,
    platformFeeGst: 63,
    tds: 4,
    net: 3083,
    serviceGst: 0,
  },
  transferReference: 'NEFT-1',
  createdBy: 'staff',
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  completedAt: '2026-11-23T10:00:00.000Z',
  completedBy: 'staff',
  bankAccount: '•••• 6789',
};

describe('payout statement PDF', () => {
  let text: string;
  beforeAll(async () => {
    text = extractText(await renderPayoutStatementPdf(payout));
  });

  it('names the streamer, and each order by its number, fan and date instead of ids', () => {
    expect(text).toContain('Streamer Nova Reyes');
    expect(text).toContain('Bank account •••• 6789');
    expect(text).toContain('Order LB-1001 · Ranked duo');
    expect(text).toContain('Asha Rao · paid 20 Nov 2026, 10:00 (UTC)');
    expect(text).not.toContain('d2b8f0c4');
  });

  it('dates a refund line by its refund, and a partly refunded sale by both', () => {
    expect(text).toContain('Order LB-0990 · Refund of Squad night');
    expect(text).toContain('Cy Lee · refunded 22 Nov 2026, 08:15 (UTC)');
    // The line wraps after the refund's day.
    expect(text).toContain('Ben Ng · paid 20 Nov 2026, 10:00 (UTC) · partly refunded 21');
  });

  it('says nothing of GST on the streamer service when they charged none', () => {
    expect(text).not.toContain(GstLabels.payoutLine);
    expect(text).not.toContain('remit');
  });

  it('shows the GST the streamer charged as theirs to remit, in each line and in the totals', async () => {
    // ₹30 at 18 %: 3000 × 18 / 118 = 457.6 → ₹4.58; the refunded ₹10: 1000 × 18 / 118 = 152.5 → ₹1.53 back.
    const charged: PayoutDto = {
      ...payout,
      lines: [
        line({ serviceGst: 458, serviceGstPercent: 18 }),
        line({
          orderId: 'o3',
          orderNumber: 'LB-0990',
          kind: 'reversal',
          gross: -1000,
          platformFee: -100,
          platformFeeGst: -18,
          tds: -1,
          net: -881,
          serviceGst: -153,
          serviceGstPercent: 18,
        }),
      ],
      totals: {
        orderCount: 2,
        gross: 2000,
        platformFee: 200,
        platformFeeGst: 36,
        tds: 2,
        net: 1762,
        serviceGst: 305,
      },
    };
    const chargedText = extractText(await renderPayoutStatementPdf(charged));
    expect(chargedText).toContain('Net paid ₹17.62');
    expect(chargedText).toContain(`${GstLabels.payoutLine} ₹3.05`);
    expect(chargedText).toContain('Of net: GST included (yours to remit) ₹4.58 (18 %)');
    expect(chargedText).toContain('Of net: GST included (yours to remit) -₹1.53 (18 %)');
  });

  it('shows money with two decimals when it has a fraction', () => {
    expect(text).toContain('Gross ₹30 · fee ₹3 · GST ₹0.54 · TDS ₹0.03 · net ₹26.43');
    expect(text).toContain('Net paid ₹30.83');
    expect(text).toContain('GST on platform fee -₹0.63');
    expect(text).toContain('net -₹8.81');
  });
});
