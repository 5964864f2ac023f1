import { AuditEventSubjects, ErrorText, PaymentsText, type RequestOf } from '@lobby/contracts';
import { CLOCK, type Clock, newId } from '@lobby/service-kit';
import { refusal } from '@lobby/test-kit';
import { PaymentsHarness } from '../test/payments-fixtures';

describe('payments: promo codes', () => {
  const payments = new PaymentsHarness();

  beforeAll(() => payments.start(), 30_000);
  afterAll(() => payments.stop());
  afterEach(() => jest.restoreAllMocks());

  const verify = (
    overrides: Partial<RequestOf<'payments.verifyPromoCode'>> & { code: string; streamerId: string },
  ) =>
    payments.send('payments.verifyPromoCode', {
      gigId: newId(),
      amount: 10_000,
      currency: 'USD',
      userId: newId(),
      ...overrides,
    });
  const reserve = (code: string, userId = newId(), orderId = newId()) =>
    payments.send('payments.reservePromoUse', { code, userId, orderId });
  const usesCount = async (id: string) =>
    (await payments.db.query('SELECT uses_count FROM promo_codes WHERE id = $1', [id])).rows[0].uses_count;

  describe('creating and toggling', () => {
    it('creates a percent code for the acting streamer', async () => {
      const streamerId = newId();
      const result = await payments.send('payments.createPromoCode', {
        userId: streamerId,
        code: 'Summer25',
        discountType: 'percent',
        percentOff: 25,
        maxUses: 10,
        maxUsesPerUser: 1,
      });
      expect(result.message).toBe(PaymentsText.promoCodeCreated);
      expect(result.promoCode).toMatchObject({
        code: 'Summer25',
        streamerId,
        discountType: 'percent',
        percentOff: 25,
        amountOff: null,
        maxUses: 10,
        maxUsesPerUser: 1,
        usesCount: 0,
        gigIds: [],
        isActive: true,
      });
    });

    it('refuses the same code in another case with 409', async () => {
      const first = await payments.promoCode({ code: 'CaseCode' });
      expect(await refusal(payments.promoCode({ code: 'casecode' }))).toEqual({
        status: 409,
        message: PaymentsText.promoCodeTaken,
      });
      expect(first.code).toBe('CaseCode');
    });

    it("answers 'Error creating promo code' to malformed codes", async () => {
      const bad: Parameters<PaymentsHarness['promoCode']>[0][] = [
        { percentOff: 0 },
        { percentOff: 101 },
        { percentOff: 12.5 },
        { code: 'x' },
        { code: 'has space' },
        { discountType: 'fixed', percentOff: null, amountOff: 10.5, currency: 'USD' },
        { discountType: 'fixed', percentOff: null, amountOff: 500 },
        { maxUses: 0 },
        { maxUsesPerUser: -1 },
        { validFrom: '2030-01-02T00:00:00Z', validUntil: '2030-01-01T00:00:00Z' },
        { validUntil: 'soon' },
      ];
      for (const overrides of bad) {
        expect(await refusal(payments.promoCode(overrides))).toEqual({
          status: 400,
          message: ErrorText.errorCreatingPromoCode,
        });
      }
      // Id shape is the gateway's DTO's; a malformed gig id arriving another way gets the kit's 400.
      expect(await refusal(payments.promoCode({ gigIds: ['not-a-gig'] }))).toEqual({
        status: 400,
        message: ErrorText.badRequest,
      });
    });

    it('lets staff create for every streamer, but a streamer only for themself', async () => {
      const staff = await payments.send('payments.createPromoCode', {
        userId: newId(),
        isStaff: true,
        code: 'EVERYONE5',
        discountType: 'fixed',
        amountOff: 500,
        currency: 'USD',
      });
      expect(staff.promoCode.streamerId).toBeNull();
      expect(await verify({ code: 'everyone5', streamerId: newId() })).toMatchObject({
        discount: 500,
        finalAmount: 9_500,
      });
      expect(
        await refusal(
          payments.send('payments.createPromoCode', {
            userId: newId(),
            streamerId: newId(),
            code: 'NOTMINE',
            discountType: 'percent',
            percentOff: 5,
          }),
        ),
      ).toEqual({ status: 403, message: PaymentsText.promoCodeNotYours });
    });

    it('flips isActive on each toggle, for the owner or staff only, and lists the streamer’s codes', async () => {
      const code = await payments.promoCode();
      const toggle = (userId: string, isStaff = false) =>
        payments.send('payments.togglePromoCode', { userId, isStaff, promoCodeId: code._id });
      expect((await toggle(code.streamerId)).promoCode.isActive).toBe(false);
      expect(await refusal(verify({ code: code.code, streamerId: code.streamerId }))).toEqual({
        status: 400,
        message: PaymentsText.promoCodeInactive,
      });
      expect((await toggle(newId(), true)).promoCode.isActive).toBe(true);
      expect(await refusal(toggle(newId()))).toEqual({
        status: 403,
        message: PaymentsText.promoCodeNotYours,
      });

      const listed = await payments.send('payments.streamerPromoCodes', {
        userId: code.streamerId,
        streamerId: code.streamerId,
      });
      expect(listed.map((c) => c._id)).toContain(code._id);
      expect(
        await refusal(
          payments.send('payments.streamerPromoCodes', { userId: newId(), streamerId: code.streamerId }),
        ),
      ).toEqual({ status: 403, message: PaymentsText.promoCodeNotYours });
    });
  });

  describe('verifying', () => {
    it('answers the discount and final amount in whole minor units', async () => {
      const code = await payments.promoCode({ percentOff: 15 });
      const result = await verify({
        code: code.code.toLowerCase(),
        streamerId: code.streamerId,
        amount: 999,
      });
      expect(result).toEqual({
        _id: code._id,
        code: code.code,
        currency: 'USD',
        amount: 999,
        discount: 150,
        finalAmount: 849,
      });
      expect(Number.isInteger(result.discount) && Number.isInteger(result.finalAmount)).toBe(true);
    });

    it('never takes a fixed discount below zero and refuses another currency', async () => {
      const code = await payments.promoCode({
        discountType: 'fixed',
        percentOff: null,
        amountOff: 80_000,
        currency: 'INR',
      });
      expect(
        await verify({ code: code.code, streamerId: code.streamerId, amount: 50_000, currency: 'INR' }),
      ).toMatchObject({ discount: 50_000, finalAmount: 0 });
      expect(
        await refusal(verify({ code: code.code, streamerId: code.streamerId, currency: 'USD' })),
      ).toEqual({
        status: 400,
        message: PaymentsText.promoCodeWrongCurrency,
      });
    });

    it('applies only to the listed gigs of its own streamer', async () => {
      const gigId = newId();
      const code = await payments.promoCode({ gigIds: [gigId] });
      expect(await verify({ code: code.code, streamerId: code.streamerId, gigId })).toMatchObject({
        discount: 1_000,
      });
      for (const request of [
        { code: code.code, streamerId: code.streamerId, gigId: newId() },
        { code: code.code, streamerId: newId(), gigId },
      ]) {
        expect(await refusal(verify(request))).toEqual({
          status: 404,
          message: PaymentsText.promoCodeNotApplicable,
        });
      }
    });

    it('knows unknown, not yet valid and expired codes, judged by the injected clock', async () => {
      const code = await payments.promoCode({
        validFrom: '2030-01-01T00:00:00Z',
        validUntil: '2030-02-01T00:00:00Z',
      });
      const clock = payments.service.app.get<Clock>(CLOCK);
      const at = (iso: string) => jest.spyOn(clock, 'now').mockReturnValue(new Date(iso));
      const request = { code: code.code, streamerId: code.streamerId };

      at('2029-12-31T23:59:59Z');
      expect(await refusal(verify(request))).toEqual({
        status: 400,
        message: PaymentsText.promoCodeNotStarted,
      });
      at('2030-01-15T00:00:00Z');
      expect(await verify(request)).toMatchObject({ discount: 1_000 });
      at('2030-02-01T00:00:00Z');
      expect(await refusal(verify(request))).toEqual({ status: 400, message: PaymentsText.promoCodeExpired });
      expect(await refusal(verify({ ...request, code: 'NOSUCHCODE' }))).toEqual({
        status: 404,
        message: PaymentsText.promoCodeNotFound,
      });
    });

    it("answers 'Error verifying promo code' to a malformed request", async () => {
      const code = await payments.promoCode();
      for (const broken of [{ amount: 10.5 }, { amount: -1 }, { currency: 'EUR' as 'USD' }]) {
        expect(await refusal(verify({ code: code.code, streamerId: code.streamerId, ...broken }))).toEqual({
          status: 400,
          message: ErrorText.errorVerifyingPromoCode,
        });
      }
    });
  });

  describe('counting uses', () => {
    it('lets exactly 3 of 20 concurrent orders use a code limited to 3 uses', async () => {
      const code = await payments.promoCode({ maxUses: 3 });
      const results = await Promise.allSettled(Array.from({ length: 20 }, () => reserve(code.code)));
      const reserved = results.filter((r) => r.status === 'fulfilled');
      const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(reserved).toHaveLength(3);
      expect(refused).toHaveLength(17);
      for (const r of refused) {
        expect(r.reason).toMatchObject({ status: 409, message: PaymentsText.promoCodeUsedUp });
      }
      expect(await usesCount(code._id)).toBe(3);
      const { rows } = await payments.db.query(
        'SELECT count(*)::int AS n FROM promo_uses WHERE promo_code_id = $1 AND released_at IS NULL',
        [code._id],
      );
      expect(rows[0].n).toBe(3);
      expect(await refusal(verify({ code: code.code, streamerId: code.streamerId }))).toEqual({
        status: 409,
        message: PaymentsText.promoCodeUsedUp,
      });
    });

    it('holds the per-fan limit even when one fan races several orders', async () => {
      const code = await payments.promoCode({ maxUsesPerUser: 2 });
      const fan = newId();
      const results = await Promise.allSettled(Array.from({ length: 8 }, () => reserve(code.code, fan)));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
      for (const r of results) {
        if (r.status === 'rejected') {
          expect(r.reason).toMatchObject({ status: 409, message: PaymentsText.promoCodeFanLimit });
        }
      }
      expect(await refusal(verify({ code: code.code, streamerId: code.streamerId, userId: fan }))).toEqual({
        status: 409,
        message: PaymentsText.promoCodeFanLimit,
      });
      expect(await reserve(code.code, newId())).toMatchObject({ promoCodeId: code._id });
    });

    it('counts one use per order however often the order reserves it', async () => {
      const code = await payments.promoCode({ maxUses: 5 });
      const fan = newId();
      const orderId = newId();
      const uses = await Promise.all(Array.from({ length: 6 }, () => reserve(code.code, fan, orderId)));
      expect(uses.every((use) => use.orderId === orderId && use.promoCodeId === code._id)).toBe(true);
      expect(await usesCount(code._id)).toBe(1);

      const other = await payments.promoCode();
      expect(await refusal(reserve(other.code, fan, orderId))).toEqual({
        status: 409,
        message: PaymentsText.promoCodeOrderTaken,
      });
    });

    it('gives a use back when the order is released, once', async () => {
      const code = await payments.promoCode({ maxUses: 1, maxUsesPerUser: 1 });
      const fan = newId();
      const orderId = newId();
      await reserve(code.code, fan, orderId);
      expect(await refusal(reserve(code.code))).toEqual({
        status: 409,
        message: PaymentsText.promoCodeUsedUp,
      });

      const releases = await Promise.all(
        Array.from({ length: 4 }, () => payments.send('payments.releasePromoUse', { orderId })),
      );
      expect(releases.filter((r) => r.released)).toHaveLength(1);
      expect(await usesCount(code._id)).toBe(0);
      expect(await payments.send('payments.releasePromoUse', { orderId: newId() })).toEqual({
        released: false,
      });

      expect(await reserve(code.code, fan)).toMatchObject({ promoCodeId: code._id, userId: fan });
      expect(await usesCount(code._id)).toBe(1);
    });

    it('re-checks the gig and answers the discount when the order gives its price', async () => {
      const gigId = newId();
      const code = await payments.promoCode({ percentOff: 15, gigIds: [gigId], maxUses: 2 });
      const price = { gigId, streamerId: code.streamerId, amount: 999, currency: 'USD' as const };
      const orderId = newId();
      const use = await payments.send('payments.reservePromoUse', {
        code: code.code,
        userId: newId(),
        orderId,
        price,
      });
      expect(use).toMatchObject({ orderId, discount: 150, finalAmount: 849 });
      expect(
        await refusal(
          payments.send('payments.reservePromoUse', {
            code: code.code,
            userId: newId(),
            orderId: newId(),
            price: { ...price, gigId: newId() },
          }),
        ),
      ).toEqual({ status: 404, message: PaymentsText.promoCodeNotApplicable });
      expect(await usesCount(code._id)).toBe(1);
    });

    it('refuses inactive and unknown codes', async () => {
      const code = await payments.promoCode({ isActive: false });
      expect(await refusal(reserve(code.code))).toEqual({
        status: 400,
        message: PaymentsText.promoCodeInactive,
      });
      expect(await refusal(reserve('NOSUCHCODE'))).toEqual({
        status: 404,
        message: PaymentsText.promoCodeNotFound,
      });
    });
  });

  describe('staff', () => {
    const staffId = newId();
    const platformCode = () =>
      payments.send('payments.createPromoCode', {
        userId: staffId,
        isStaff: true,
        code: `PLATFORM${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
        discountType: 'percent',
        percentOff: 20,
      });

    it("applies a platform code to any streamer's gig and to a VIP place", async () => {
      const { promoCode } = await platformCode();
      expect(await verify({ code: promoCode.code, streamerId: newId() })).toMatchObject({
        discount: 2_000,
        finalAmount: 8_000,
      });
      expect(await verify({ code: promoCode.code, streamerId: newId(), gigId: null })).toMatchObject({
        discount: 2_000,
      });
    });

    it("lists every code 10 a page, one streamer's, the platform's, or by part of the code", async () => {
      const streamerCode = await payments.promoCode();
      const { promoCode: platform } = await platformCode();
      const page = await payments.send('payments.adminPromoCodes', { userId: staffId });
      expect(page).toMatchObject({ page: 1, limit: 10 });
      expect(page.total).toBeGreaterThanOrEqual(2);
      expect(page.data[0]._id).toBe(platform._id);

      const ofStreamer = await payments.send('payments.adminPromoCodes', {
        userId: staffId,
        streamerId: streamerCode.streamerId!,
      });
      expect(ofStreamer.data.map((c) => c._id)).toEqual([streamerCode._id]);
      const platformOnly = await payments.send('payments.adminPromoCodes', {
        userId: staffId,
        streamerId: 'platform',
      });
      expect(platformOnly.data.every((c) => c.streamerId === null)).toBe(true);
      expect(platformOnly.data.map((c) => c._id)).toContain(platform._id);
      const searched = await payments.send('payments.adminPromoCodes', {
        userId: staffId,
        search: platform.code.slice(-6).toLowerCase(),
      });
      expect(searched.data.map((c) => c._id)).toEqual([platform._id]);
      expect(
        await refusal(payments.send('payments.adminPromoCodes', { userId: staffId, streamerId: 'nobody' })),
      ).toEqual({ status: 400, message: ErrorText.badRequest });
    });

    it("records staff's creates and toggles in the audit log, not a streamer's own", async () => {
      const { promoCode } = await platformCode();
      await payments.send('payments.togglePromoCode', {
        userId: staffId,
        isStaff: true,
        promoCodeId: promoCode._id,
      });
      const own = await payments.promoCode();
      await payments.send('payments.togglePromoCode', { userId: own.streamerId!, promoCodeId: own._id });
      const { rows } = await payments.db.query(
        `SELECT payload FROM kit_outbox WHERE subject = $1 AND payload->'target'->>'type' = 'promoCode'
           AND payload->'target'->>'id' IN ($2, $3) ORDER BY created_at`,
        [AuditEventSubjects.staffAction, promoCode._id, own._id],
      );
      expect(rows.map((row) => [row.payload.action, row.payload.target.id])).toEqual([
        ['payments.promoCode.create', promoCode._id],
        ['payments.promoCode.toggle', promoCode._id],
      ]);
      expect(rows[1].payload).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
    });
  });
});
