import { randomUUID } from 'node:crypto';
import {
  BookingEventSubjects,
  BookingFieldText,
  PageSizes,
  PLAY_VALIDATIONS_PER_SAVE_MAX,
  PlayValidationText,
  type OrderDto,
  type PlayValidationOrderDto,
  PageText,
  CatalogFieldText,
} from '@lobby/contracts';
import { waitFor } from '@lobby/test-kit';
import { GatewayHarness, type SignedInUser } from './gateway-harness';
import { conflict, forbidden, invalid, notFound, signInRequired } from './support/answers';
import { heldOrder, newGig, newSlot, payWithSandbox, startBookingStack } from './support/booking-fixtures';
import { demoCast, type DemoCast } from './support/demo-cast';

const ROUTE = '/api/admin/validations/influencer-game-playing-validations';

describe('gateway: played validations (staff with Payouts mark paid orders played)', () => {
  const stack = new GatewayHarness();
  let demo: DemoCast;
  let payouts: SignedInUser;
  let payoutsReader: SignedInUser;
  let otherStaff: SignedInUser;
  let paid: OrderDto;
  let held: OrderDto;

  beforeAll(async () => {
    await startBookingStack(stack);
    demo = await demoCast(stack);
    payouts = await stack.staffUser([{ service: 'Payouts', read: true, write: true }]);
    payoutsReader = await stack.staffUser([{ service: 'Payouts', read: true, write: false }]);
    otherStaff = await stack.staffUser([{ service: 'Configurations', read: true, write: true }]);
    const gig = await newGig(stack, demo.streamerToken, 'Validation duo');
    const slot = await newSlot(stack, demo.streamerToken, gig._id, 6);
    paid = (
      await payWithSandbox(stack, demo.fanToken, (await heldOrder(stack, demo.fanToken, slot._id, 1))._id)
    ).order;
    held = await heldOrder(stack, demo.fanToken, slot._id, 1);
  }, 180_000);
  afterAll(() => stack.stop());

  const list = (token: string | undefined, query = '', streamerId = demo.streamerId) =>
    stack.get(`${ROUTE}/${streamerId}${query}`, { token });
  const save = (token: string | undefined, body: unknown, streamerId = demo.streamerId) =>
    stack.post(`${ROUTE}/${streamerId}`, body, { token });
  const rowOf = (rows: PlayValidationOrderDto[], orderId: string) => rows.find((row) => row._id === orderId);
  const validatedEvents = async (orderId: string) =>
    stack.withDatabase(stack.bookingDatabaseName, async (db) =>
      (
        await db.query(`SELECT payload FROM kit_outbox WHERE subject = $1 AND payload->>'orderId' = $2`, [
          BookingEventSubjects.orderPlayValidated,
          orderId,
        ])
      ).rows.map((row) => row.payload),
    );

  it('lets no one but staff with Payouts in: fans, streamers, moderators and other staff get 403', async () => {
    const body = { validations: [{ orderId: paid._id, played: true }] };
    expect(await list(undefined)).toMatchObject(signInRequired);
    expect(await save(undefined, body)).toMatchObject(signInRequired);
    for (const token of [demo.fanToken, demo.streamerToken, demo.moderatorToken, otherStaff.accessToken]) {
      expect(await list(token)).toMatchObject(forbidden);
      expect(await save(token, body)).toMatchObject(forbidden);
    }
    // Payouts read lists but can't save.
    expect((await list(payoutsReader.accessToken)).status).toBe(200);
    expect(await save(payoutsReader.accessToken, body)).toMatchObject(forbidden);
    expect(await validatedEvents(paid._id)).toEqual([]);
  });

  it("lists the star's paid orders of the last 25 days, ten to a page, and saves a mark", async () => {
    const listed = await list(payouts.accessToken);
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ page: 1, limit: PageSizes.admin });
    expect(Date.parse(listed.body.to) - Date.parse(listed.body.from)).toBe(25 * 86_400_000);
    expect(rowOf(listed.body.data, paid._id)).toMatchObject({
      kind: 'slot',
      status: 'paid',
      playStatus: 'unvalidated',
      validatable: true,
      product_title: 'Validation duo',
      gamerTags: [expect.objectContaining({ gamerTag: 'Player#1' })],
      amountPaid: paid.amountPaid,
      currency: paid.currency,
    });
    expect(rowOf(listed.body.data, held._id)).toBeUndefined();

    const saved = await save(payouts.accessToken, { validations: [{ orderId: paid._id, played: true }] });
    expect(saved).toMatchObject({
      status: 200,
      body: {
        message: PlayValidationText.saved,
        changed: 1,
        orders: [{ _id: paid._id, playStatus: 'played' }],
      },
    });
    expect(saved.body.orders[0].validatedBy).toBe(payouts.id);
    const played = await list(payouts.accessToken, '?playStatus=played');
    expect(played.body.data.map((row: PlayValidationOrderDto) => row._id)).toEqual([paid._id]);
    expect((await list(payouts.accessToken, '?playStatus=not_played')).body.data).toEqual([]);
    expect(await validatedEvents(paid._id)).toEqual([
      expect.objectContaining({ orderId: paid._id, streamerId: demo.streamerId, played: true }),
    ]);

    // The same mark again changes nothing and tells no one.
    const again = await save(payouts.accessToken, { validations: [{ orderId: paid._id, played: true }] });
    expect(again).toMatchObject({ status: 200, body: { changed: 0 } });
    expect(await validatedEvents(paid._id)).toHaveLength(1);
  });

  it('refunds an order marked not played in full to the fan, the way it was paid', async () => {
    const gig = await newGig(stack, demo.streamerToken, 'Not played duo');
    const slot = await newSlot(stack, demo.streamerToken, gig._id, 2);
    const order = (
      await payWithSandbox(stack, demo.fanToken, (await heldOrder(stack, demo.fanToken, slot._id, 1))._id)
    ).order;

    const saved = await save(payouts.accessToken, { validations: [{ orderId: order._id, played: false }] });
    expect(saved.body.orders[0]).toMatchObject({ status: 'refunded', refundAmount: order.amountPaid });
    const fanView = await stack.get(`/api/get/order_by_orderid/${order._id}`, { token: demo.fanToken });
    expect(fanView.body).toMatchObject({ status: 'refunded', refundAmount: order.amountPaid, keptAmount: 0 });
    // Payments refunds the card through its one refund path.
    const refunded = await waitFor(
      () =>
        stack.withDatabase(stack.paymentsDatabaseName, async (db) => {
          const { rows } = await db.query(
            'SELECT amount_minor::int AS amount, method FROM order_refunds WHERE order_id = $1',
            [order._id],
          );
          return rows[0] as { amount: number; method: string } | undefined;
        }),
      { what: 'the refund' },
    );
    expect(refunded).toEqual({ amount: order.amountPaid, method: 'card' });
  });

  it("refuses an order that isn't paid (409) or isn't the star's (404), and saves nothing of the batch", async () => {
    const before = (await validatedEvents(paid._id)).length;
    const batch = [
      { orderId: paid._id, played: false },
      { orderId: held._id, played: true },
    ];
    expect(await save(payouts.accessToken, { validations: batch })).toMatchObject(
      conflict(PlayValidationText.notValidatable),
    );
    expect(
      await save(payouts.accessToken, { validations: [{ orderId: paid._id, played: false }] }, randomUUID()),
    ).toMatchObject(notFound(PlayValidationText.notStreamersOrder));
    expect(
      await save(payouts.accessToken, { validations: [{ orderId: randomUUID(), played: false }] }),
    ).toMatchObject(notFound(PlayValidationText.notStreamersOrder));
    expect(await validatedEvents(paid._id)).toHaveLength(before);
    const row = rowOf((await list(payouts.accessToken)).body.data, paid._id);
    expect(row?.playStatus).toBe('played');
  });

  it('answers malformed input with 400 and its reason, never a 500', async () => {
    const token = payouts.accessToken;
    const one = { orderId: paid._id, played: true };
    const tooMany = Array.from({ length: PLAY_VALIDATIONS_PER_SAVE_MAX + 1 }, () => ({
      orderId: randomUUID(),
      played: true,
    }));
    const refusedBodies: [unknown, string][] = [
      [{}, PlayValidationText.validationsRequired],
      [{ validations: [] }, PlayValidationText.validationsRequired],
      [{ validations: 'all' }, PlayValidationText.validationsRequired],
      [{ validations: [null] }, PlayValidationText.validationsRequired],
      [{ validations: [7] }, PlayValidationText.validationsRequired],
      [{ validations: tooMany }, PlayValidationText.validationsRequired],
      [{ validations: [{ orderId: paid._id, played: 'yes' }] }, PlayValidationText.validationsRequired],
      [{ validations: [{ orderId: paid._id }] }, PlayValidationText.validationsRequired],
      [{ validations: [{ orderId: 'order-1', played: true }] }, BookingFieldText.orderId],
      [{ validations: [one, one] }, PlayValidationText.duplicateOrder],
    ];
    for (const [body, error] of refusedBodies) {
      expect(await save(token, body)).toMatchObject(invalid(error));
    }
    expect(await save(token, { validations: [one] }, 'not-a-star')).toMatchObject(
      invalid(CatalogFieldText.starId),
    );
    expect(await list(token, '', 'not-a-star')).toMatchObject(invalid(CatalogFieldText.starId));

    const now = Date.now();
    const refusedQueries: [string, string][] = [
      ['?from=yesterday', PlayValidationText.invalidDate],
      ['?to=2026-02-30T00:00:00Z', PlayValidationText.invalidDate],
      ['?playStatus=maybe', PlayValidationText.invalidPlayStatus],
      ['?sort=created_desc', PlayValidationText.invalidSort],
      ['?page=0', PageText.page],
      [
        `?from=${new Date(now).toISOString()}&to=${new Date(now - 86_400_000).toISOString()}`,
        PlayValidationText.invalidRange,
      ],
      ['?from=0000-01-01T00:00:00Z', PlayValidationText.invalidDate],
    ];
    for (const [query, error] of refusedQueries) {
      expect(await list(token, query)).toMatchObject(invalid(error));
    }
  });
});
