import { Workbook } from 'exceljs';
import {
  BookingEventSubjects,
  GstinText,
  GstLabels,
  type InvoiceDto,
  type OrderDto,
  type OrderPlayValidatedEvent,
  type PayoutDto,
  type RemainingPayoutDto,
} from '@lobby/contracts';
import { DomainEventPublisher, waitFor, onboardingForm } from '@lobby/test-kit';
import { GatewayHarness, type SignedInUser } from './gateway-harness';
import { invalid } from './support/answers';
import { heldOrder, newGig, newSlot, payWithSandbox, PRICE_MINOR } from './support/booking-fixtures';
import { newStreamer } from './support/catalog-fixtures';
import { demoCast, type DemoCast } from './support/demo-cast';
import { extractText } from './support/pdf-text';

const ONBOARD = '/api/post/streamer/onboard';
const ADMIN = '/api/admin/payouts';
const STREAMER = '/api/get/influencer';
const GSTIN = '29ABCDE1234F1Z5';
const GST_PERCENT = 18;

/** The GST a tax-inclusive price holds: gross × rate / (100 + rate), rounded half up to a whole paisa. */
const gstIncluded = (gross: number, percent = GST_PERCENT) =>
  Math.floor((2 * gross * percent + (100 + percent)) / (2 * (100 + percent)));
/** The split of every sale at the defaults (fee 10 %, 18 % GST on it, TDS 0.1 %), each rounded half up. */
const netOf = (gross: number) => {
  const fee = Math.round(gross / 10);
  return gross - fee - Math.round((fee * 18) / 100) - Math.round(gross / 1000);
};
/** ₹12.34 as the documents print amounts in rupees. */
const rupees = (paise: number) => `₹${(paise / 100).toFixed(2).replace(/\.00$/, '')}`;

/**
 * GST on a streamer's own service (issue 32 item 4): the demo streamer gives a GSTIN in onboarding, a fan buys two
 * seats (₹300, GST included 30000 × 18 / 118), and the invoice, the payout line, the payout's totals, its sheet and
 * its statement show it; a streamer without a GSTIN sells the same way and none of it shows.
 */
describe('gateway: GST on the streamer own service', () => {
  const stack = new GatewayHarness();
  const events = new DomainEventPublisher();
  let cast: DemoCast;
  let payoutsStaff: SignedInUser;
  let plainStreamer: SignedInUser;
  let gstOrder: OrderDto;

  beforeAll(async () => {
    await stack.start(
      {},
      { SEED_DEMO_DATA: 'true' },
      {
        content: true,
        catalog: { SEED_DEMO_DATA: 'true' },
        booking: { HOLD_SWEEP_INTERVAL_MS: '0' },
        payments: { CHECKOUT_SWEEP_INTERVAL_MS: '0' },
      },
    );
    await events.start(stack.nats.url);
    cast = await demoCast(stack);
    payoutsStaff = await stack.staffUser([
      { service: 'Payouts', read: true, write: true },
      { service: 'Onboarding', read: true, write: true },
    ]);
    plainStreamer = await newStreamer(stack);
  }, 180_000);
  afterAll(async () => {
    await events.stop();
    await stack.stop();
  }, 30_000);

  /** A paid order of two players of a new gig of the streamer. */
  const soldBy = async (streamerToken: string, title: string) => {
    const gig = await newGig(stack, streamerToken, title);
    const slot = await newSlot(stack, streamerToken, gig._id, 3);
    const held = await heldOrder(stack, cast.fanToken, slot._id, 2);
    return (await payWithSandbox(stack, cast.fanToken, held._id)).order;
  };

  const invoiceOf = async (order: OrderDto): Promise<InvoiceDto> => {
    const answer = await stack.get(`/api/get/user_order/invoice/${order._id}`, { token: cast.fanToken });
    expect(answer.status).toBe(200);
    return answer.body;
  };

  const pdfText = async (path: string, token: string) => {
    const response = await fetch(`${stack.gateway.url}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    return extractText(Buffer.from(await response.arrayBuffer()));
  };

  const remaining = async (streamerId: string): Promise<RemainingPayoutDto[]> =>
    (await stack.get(`${ADMIN}/influencer/${streamerId}/remaining`, { token: payoutsStaff.accessToken }))
      .body;

  /** Validates the order played and waits until it is a remaining line of its streamer. */
  const remainingLineOf = async (order: OrderDto, streamerId: string) => {
    await waitFor(async () => (await remaining(streamerId))[0]?.awaitingValidation === 1 || undefined, {
      what: 'payments to book the sale',
    });
    const validated: OrderPlayValidatedEvent = {
      orderId: order._id,
      streamerId,
      played: true,
      validatedBy: payoutsStaff.id,
      validatedAt: new Date().toISOString(),
    };
    await events.publish(BookingEventSubjects.orderPlayValidated, validated);
    const [inCurrency] = await waitFor(async () => {
      const answer = await remaining(streamerId);
      return answer[0]?.lines.length === 1 ? answer : undefined;
    });
    return inCurrency.lines[0];
  };

  /** Generates the streamer's payout and completes it. */
  const completedPayout = async (streamerId: string): Promise<PayoutDto> => {
    const token = payoutsStaff.accessToken;
    // Payouts go only to verified bank details.
    const verified = await stack.post(
      '/api/admin/onboarding-submissions/verify',
      { streamerIds: [streamerId] },
      { token },
    );
    expect(verified.status).toBe(200);
    const generated = await stack.post(`${ADMIN}/influencer/${streamerId}/generate`, undefined, { token });
    expect(generated.status).toBe(200);
    const [draft] = generated.body.payouts as PayoutDto[];
    const completed = await stack.post(
      `${ADMIN}/${draft._id}/complete`,
      { transferReference: 'NEFT-GST' },
      { token },
    );
    expect(completed.status).toBe(200);
    return completed.body.payout;
  };

  const sheetRows = async (payoutId: string) => {
    const sheet = await fetch(`${stack.gateway.url}${ADMIN}/${payoutId}/sheet`, {
      headers: { authorization: `Bearer ${payoutsStaff.accessToken}` },
    });
    const workbook = new Workbook();
    await workbook.xlsx.load(await sheet.arrayBuffer());
    const rows: unknown[][] = [];
    workbook.getWorksheet('Payout')!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  };

  it('takes a GSTIN in onboarding, upper-cased, and refuses one that is not one with the format text', async () => {
    const token = cast.streamerToken;
    for (const gstin of ['29ABCDE1234F1Z', '29ABCDE1234F0Z5', 'GSTIN-PLEASE', '29ABCDE1234F1Y5'])
      expect(await stack.post(ONBOARD, onboardingForm({ gstin }), { token })).toMatchObject(
        invalid(GstinText.invalid),
      );
    expect(
      (await stack.get('/api/v1/streamer-bank-details-submission-status', { token })).body.onboarding,
    ).toBeNull();

    const submitted = await stack.post(ONBOARD, onboardingForm({ gstin: ` ${GSTIN.toLowerCase()} ` }), {
      token,
    });
    expect(submitted).toMatchObject({ status: 200, body: { submission: { gstin: GSTIN } } });
    // The streamer without one submits an empty field: no GSTIN.
    const plain = await stack.post(ONBOARD, onboardingForm({ gstin: '' }), {
      token: plainStreamer.accessToken,
    });
    expect(plain).toMatchObject({ status: 200, body: { submission: { gstin: null } } });

    expect(
      (await stack.get(`/api/influencers/${cast.streamerId}/platform-fees`, { token })).body,
    ).toMatchObject({ indirectTaxPercent: GST_PERCENT, streamerGstin: GSTIN });
    expect(
      (
        await stack.get(`/api/influencers/${plainStreamer.id}/platform-fees`, {
          token: plainStreamer.accessToken,
        })
      ).body,
    ).toMatchObject({ indirectTaxPercent: GST_PERCENT, streamerGstin: null });
  });

  it("shows the fan the GST included and the streamer's GSTIN on the invoice and its PDF", async () => {
    gstOrder = await soldBy(cast.streamerToken, 'GST duo');
    const gross = 2 * PRICE_MINOR;
    expect(gstIncluded(gross)).toBe(4576); // 30000 × 18 / 118 = 4576.27
    expect(await invoiceOf(gstOrder)).toMatchObject({
      total: gross,
      taxes: gstIncluded(gross),
      gst: { gstin: GSTIN, percent: GST_PERCENT, amount: gstIncluded(gross) },
    });
    const pdf = await pdfText(`/api/get/user_order/invoice/${gstOrder._id}/pdf`, cast.fanToken);
    expect(pdf).toContain(`Streamer GSTIN ${GSTIN}`);
    expect(pdf).toContain(`${GstLabels.invoiceLine(GST_PERCENT)} ${rupees(gstIncluded(gross))}`);
  });

  it('shows the GST in the payout line and the totals as the streamer’s to remit, a part of an unchanged net', async () => {
    const gross = 2 * PRICE_MINOR;
    const line = await remainingLineOf(gstOrder, cast.streamerId);
    expect(line).toMatchObject({
      orderId: gstOrder._id,
      gross,
      net: netOf(gross),
      serviceGst: gstIncluded(gross),
      serviceGstPercent: GST_PERCENT,
    });
    expect(netOf(gross)).toBe(26_430);

    const payout = await completedPayout(cast.streamerId);
    expect(payout.totals).toMatchObject({ gross, net: netOf(gross), serviceGst: gstIncluded(gross) });
    const rows = await sheetRows(payout._id);
    expect(rows.find((row) => row[0] === 'Order')?.at(-1)).toBe(GstLabels.staffPayoutLine);
    expect(rows.at(-1)?.at(-1)).toBe(gstIncluded(gross) / 100);

    const statement = await pdfText(`${STREAMER}/payouts/${payout._id}/statement`, cast.streamerToken);
    expect(statement).toContain(`Net paid ${rupees(netOf(gross))}`);
    expect(statement).toContain(`${GstLabels.payoutLine} ${rupees(gstIncluded(gross))}`);
  });

  it('shows no GST anywhere for a streamer without a GSTIN', async () => {
    const plainOrder = await soldBy(plainStreamer.accessToken, 'Plain duo');
    const invoice = await invoiceOf(plainOrder);
    expect(invoice).toMatchObject({ taxes: 0, gst: null });
    const pdf = await pdfText(`/api/get/user_order/invoice/${plainOrder._id}/pdf`, cast.fanToken);
    expect(pdf).not.toContain('GST');

    const line = await remainingLineOf(plainOrder, plainStreamer.id);
    expect(line).toMatchObject({
      gross: invoice.total,
      net: netOf(invoice.total),
      serviceGst: 0,
      serviceGstPercent: 0,
    });
    const payout = await completedPayout(plainStreamer.id);
    expect(payout.totals.serviceGst).toBe(0);
    expect((await sheetRows(payout._id)).find((row) => row[0] === 'Order')?.at(-1)).toBe('Net');
    const statement = await pdfText(`${STREAMER}/payouts/${payout._id}/statement`, plainStreamer.accessToken);
    expect(statement).not.toContain(GstLabels.payoutLine);
  });
});
