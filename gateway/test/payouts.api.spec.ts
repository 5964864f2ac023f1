import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Workbook } from 'exceljs';
import {
  BookingEventSubjects,
  PAYOUT_SHEET_MIME,
  PayoutText,
  SuccessText,
  type OrderPlayValidatedEvent,
  type PayoutDto,
  type RemainingPayoutDto,
} from '@lobby/contracts';
import { DomainEventPublisher, waitFor, onboardingForm } from '@lobby/test-kit';
import { GatewayHarness, type SignedInUser } from './gateway-harness';
import { conflict, forbidden, invalid, notFound, signInRequired } from './support/answers';
import { heldOrder, newGig, newSlot, payWithSandbox, PRICE_MINOR } from './support/booking-fixtures';
import { newStreamer } from './support/catalog-fixtures';
import { demoCast, type DemoCast } from './support/demo-cast';
import { extractText } from './support/pdf-text';

const ADMIN = '/api/admin/payouts';
const STREAMER = '/api/get/influencer';

/**
 * Payouts through the gateway: a real paid order of two players (₹300) validated played, merged into a draft by
 * staff with Payouts write, completed, and then read by the streamer. At the default 10 % fee: fee 3000, GST on
 * it 540, TDS 30, net 26430 (paise).
 */
describe('gateway: payouts', () => {
  const stack = new GatewayHarness();
  const events = new DomainEventPublisher();
  const privateDir = mkdtempSync(join(tmpdir(), 'lobby-payouts-'));
  let cast: DemoCast;
  let writer: SignedInUser;
  let reader: SignedInUser;
  let otherStaff: SignedInUser;
  let otherStreamer: SignedInUser;
  let orderId: string;
  let orderNumber: string;
  let payout: PayoutDto;

  beforeAll(async () => {
    await stack.start(
      { PRIVATE_FILES_DIR: privateDir },
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
    writer = await stack.staffUser([{ service: 'Payouts', read: true, write: true }]);
    reader = await stack.staffUser([{ service: 'Payouts', read: true, write: false }]);
    otherStaff = await stack.staffUser([{ service: 'Configurations', read: true, write: true }]);
    otherStreamer = await newStreamer(stack);
    const gig = await newGig(stack, cast.streamerToken, 'Payout duo');
    const slot = await newSlot(stack, cast.streamerToken, gig._id, 3);
    const paid = (
      await payWithSandbox(stack, cast.fanToken, (await heldOrder(stack, cast.fanToken, slot._id, 2))._id)
    ).order;
    ({ _id: orderId, order_id: orderNumber } = paid);
  }, 180_000);
  afterAll(async () => {
    await events.stop();
    await stack.stop();
    rmSync(privateDir, { recursive: true, force: true });
  }, 30_000);

  const remaining = async (): Promise<RemainingPayoutDto[]> =>
    (await stack.get(`${ADMIN}/influencer/${cast.streamerId}/remaining`, { token: writer.accessToken })).body;

  it('lists a paid order as awaiting validation, and as remaining once booking says it was played', async () => {
    await waitFor(async () => (await remaining())[0]?.awaitingValidation === 1 || undefined, {
      what: 'payments to book the sale',
    });
    const validated: OrderPlayValidatedEvent = {
      orderId,
      streamerId: cast.streamerId,
      played: true,
      validatedBy: writer.id,
      validatedAt: new Date().toISOString(),
    };
    await events.publish(BookingEventSubjects.orderPlayValidated, validated);
    const [rupees] = await waitFor(async () => {
      const answer = await remaining();
      return answer[0]?.lines.length === 1 ? answer : undefined;
    });
    expect(rupees).toMatchObject({ currency: 'INR', awaitingValidation: 0 });
    expect(rupees.lines[0]).toMatchObject({
      orderId,
      orderNumber,
      fanName: 'Demo Fan',
      kind: 'sale',
      title: 'Payout duo',
      gross: 2 * PRICE_MINOR,
      platformFee: 3000,
      platformFeeGst: 540,
      tds: 30,
      net: 26_430,
    });
  });

  describe('who may use the admin routes', () => {
    const reads = () => [
      `${ADMIN}/influencer/${cast.streamerId}/remaining`,
      `${ADMIN}/influencer/${cast.streamerId}/active`,
      `${ADMIN}/influencer/${cast.streamerId}/history`,
    ];

    it('refuses anyone signed out, fans, streamers, moderators and staff without Payouts', async () => {
      for (const path of reads()) {
        expect(await stack.get(path)).toMatchObject(signInRequired);
        for (const token of [cast.fanToken, cast.streamerToken, cast.moderatorToken, otherStaff.accessToken])
          expect(await stack.get(path, { token })).toMatchObject(forbidden);
        expect((await stack.get(path, { token: reader.accessToken })).status).toBe(200);
      }
    });

    it('lets Payouts read list but not change anything', async () => {
      for (const token of [reader.accessToken, cast.streamerToken, cast.fanToken, otherStaff.accessToken]) {
        expect(
          await stack.post(`${ADMIN}/influencer/${cast.streamerId}/generate`, undefined, { token }),
        ).toMatchObject(forbidden);
        expect(
          await stack.post(
            ADMIN,
            { streamerId: cast.streamerId, currency: 'INR', orderIds: [orderId] },
            { token },
          ),
        ).toMatchObject(forbidden);
      }
      expect((await remaining())[0].lines).toHaveLength(1);
    });
  });

  it('merges the order into a draft, refuses bad input, completes it with the transfer reference and sends the sheet', async () => {
    const token = writer.accessToken;
    expect(
      await stack.post(
        ADMIN,
        { streamerId: cast.streamerId, currency: 'EUR', orderIds: [orderId] },
        { token },
      ),
    ).toMatchObject(invalid('Bad request'));
    expect(
      await stack.post(ADMIN, { streamerId: cast.streamerId, currency: 'INR', orderIds: [] }, { token }),
    ).toMatchObject(invalid('Bad request'));
    // No payout before staff verified the streamer's bank details (the form's account ends in 6789).
    const notVerified = conflict(PayoutText.bankDetailsNotVerified);
    const makeIt = () =>
      stack.post(ADMIN, { streamerId: cast.streamerId, currency: 'INR', orderIds: [orderId] }, { token });
    expect(await makeIt()).toMatchObject(notVerified);
    expect(
      await stack.post(`${ADMIN}/influencer/${cast.streamerId}/generate`, undefined, { token }),
    ).toMatchObject(notVerified);
    expect(
      (await stack.post('/api/post/streamer/onboard', onboardingForm(), { token: cast.streamerToken }))
        .status,
    ).toBe(200);
    expect(await makeIt()).toMatchObject(notVerified);
    const verifier = await stack.staffUser([{ service: 'Onboarding', read: true, write: true }]);
    expect(
      (
        await stack.post(
          '/api/admin/onboarding-submissions/verify',
          { streamerIds: [cast.streamerId] },
          { token: verifier.accessToken },
        )
      ).status,
    ).toBe(200);
    expect((await stack.get(`${ADMIN}/influencer/${cast.streamerId}/active`, { token })).body).toEqual([]);

    const created = await makeIt();
    expect(created).toMatchObject({ status: 201, body: { message: SuccessText.payoutCreated } });
    payout = created.body.payout;
    expect(payout).toMatchObject({
      status: 'draft',
      streamerName: 'Demo Streamer',
      bankAccount: '•••• 6789',
      orderIds: [orderId],
      lines: [{ orderNumber, fanName: 'Demo Fan' }],
      totals: { net: 26_430 },
    });
    expect((await stack.get(`${ADMIN}/influencer/${cast.streamerId}/active`, { token })).body).toHaveLength(
      1,
    );

    // The draft has no statement yet, for the streamer.
    expect(
      await stack.get(`${STREAMER}/payouts/${payout._id}/statement`, { token: cast.streamerToken }),
    ).toMatchObject(conflict(PayoutText.notCompleted));
    for (const path of [`${ADMIN}/${payout._id}`, `${ADMIN}/${payout._id}/complete`])
      expect(
        await stack.request(path.endsWith('complete') ? 'POST' : 'PUT', path, {
          token: reader.accessToken,
          body: {},
        }),
      ).toMatchObject(forbidden);
    expect(await stack.delete(`${ADMIN}/${payout._id}`, { token: cast.moderatorToken })).toMatchObject(
      forbidden,
    );
    expect(
      await stack.post(`${ADMIN}/${payout._id}/complete`, { transferReference: '   ' }, { token }),
    ).toMatchObject(invalid(PayoutText.transferReferenceRequired));
    expect(
      await stack.post(`${ADMIN}/not-an-id/complete`, { transferReference: 'X' }, { token }),
    ).toMatchObject(invalid('Bad request'));

    const completed = await stack.post(
      `${ADMIN}/${payout._id}/complete`,
      { transferReference: 'NEFT-77' },
      { token },
    );
    expect(completed).toMatchObject({
      status: 200,
      body: {
        message: PayoutText.completed,
        payout: { status: 'completed', transferReference: 'NEFT-77' },
      },
    });
    payout = completed.body.payout;

    const sheet = await fetch(`${stack.gateway.url}${ADMIN}/${payout._id}/sheet`, {
      headers: { authorization: `Bearer ${reader.accessToken}` },
    });
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-type')).toBe(PAYOUT_SHEET_MIME);
    const workbook = new Workbook();
    await workbook.xlsx.load(await sheet.arrayBuffer());
    const rows: unknown[][] = [];
    workbook.getWorksheet('Payout')!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows.find((row) => row[0] === 'Streamer')).toEqual(['Streamer', 'Demo Streamer']);
    expect(rows.find((row) => row[0] === 'Bank account')).toEqual(['Bank account', '•••• 6789']);
    // Paid on the sandbox card (development): the sheet says so, line by line.
    expect(rows.find((row) => row[0] === orderNumber)?.slice(0, 4)).toEqual([
      orderNumber,
      'Demo Fan',
      'Sandbox sale',
      'Payout duo',
    ]);
    expect(rows.at(-1)).toEqual(['Total', '', '1 lines', '', '', '', 300, 30, 5.4, 0.3, 264.3]);
    expect(
      (
        await fetch(`${stack.gateway.url}${ADMIN}/${payout._id}/sheet`, {
          headers: { authorization: `Bearer ${cast.streamerToken}` },
        })
      ).status,
    ).toBe(403);
  });

  it("shows the streamer (and their moderator) the history, the summary and the payout's statement", async () => {
    const history = await stack.get(`${STREAMER}/payout-history`, { token: cast.streamerToken });
    expect(history).toMatchObject({ status: 200, body: { page: 1, limit: 10, total: 1 } });
    expect(history.body.data[0]).toMatchObject({ _id: payout._id, totals: { net: 26_430 } });
    const asModerator = await stack.get(`${STREAMER}/payout-history?streamerId=${cast.streamerId}`, {
      token: cast.moderatorToken,
    });
    expect(asModerator.body.data.map((p: PayoutDto) => p._id)).toEqual([payout._id]);
    const summary = await stack.get(`${STREAMER}/payout-summary`, { token: cast.streamerToken });
    expect(summary.body).toMatchObject({
      streamerId: cast.streamerId,
      active: [],
      lastCompleted: { _id: payout._id },
    });

    const statement = await stack.get(`${STREAMER}/payouts/${payout._id}/statement`, {
      token: cast.streamerToken,
    });
    expect(statement.status).toBe(200);
    expect(statement.headers.get('content-type')).toBe('application/pdf');
    expect(statement.text.startsWith('%PDF')).toBe(true);
    const pdf = await fetch(`${stack.gateway.url}${STREAMER}/payouts/${payout._id}/statement`, {
      headers: { authorization: `Bearer ${cast.streamerToken}` },
    });
    const text = extractText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain('Demo Streamer');
    expect(text).toContain('Bank account •••• 6789');
  });

  it("refuses the streamer's routes to fans and staff, and hides a payout from other streamers", async () => {
    for (const path of [
      `${STREAMER}/payout-history`,
      `${STREAMER}/payout-summary`,
      `${STREAMER}/payouts/${payout._id}`,
    ]) {
      expect(await stack.get(path)).toMatchObject(signInRequired);
      for (const token of [cast.fanToken, writer.accessToken])
        expect(await stack.get(path, { token })).toMatchObject(forbidden);
    }
    expect(await stack.get(`${STREAMER}/payout-history`, { token: cast.moderatorToken })).toMatchObject(
      forbidden,
    );
    expect(
      await stack.get(`${STREAMER}/payout-history?streamerId=${otherStreamer.id}`, {
        token: cast.moderatorToken,
      }),
    ).toMatchObject(forbidden);
    expect(
      (await stack.get(`${STREAMER}/payout-history`, { token: otherStreamer.accessToken })).body.total,
    ).toBe(0);
    expect(
      await stack.get(`${STREAMER}/payouts/${payout._id}`, { token: otherStreamer.accessToken }),
    ).toMatchObject(notFound(PayoutText.notFound));
    expect(
      await stack.get(`${STREAMER}/payouts/${payout._id}/statement`, { token: otherStreamer.accessToken }),
    ).toMatchObject(notFound(PayoutText.notFound));
  });
});
