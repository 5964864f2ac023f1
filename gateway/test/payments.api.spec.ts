import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  Currencies,
  ErrorText,
  WalletTopUpText,
  type GameDto,
  type GigDto,
  type PaymentGatewayDto,
  PaymentsText,
  type PromoCodeDto,
  PageText,
} from '@lobby/contracts';
import { GatewayHarness, type SignedInUser } from './gateway-harness';
import { conflict, forbidden, invalid, notFound, signInRequired } from './support/answers';
import { newStreamer } from './support/catalog-fixtures';
import { demoCast, type DemoCast } from './support/demo-cast';

const INR_PER_USD = 83.25;
const LOCATED_IP = '8.8.8.8';
const PLACE = {
  city: 'Mumbai',
  region: 'Maharashtra',
  country_name: 'India',
  postal: '400001',
  country_calling_code: '+91',
  country_code: 'IN',
};

/** The outside providers payments asks: exchange rates at /latest/{BASE}, geolocation at /{ip}/json/. */
async function startFakeProviders(): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    // No keep-alive: a pooled socket to this server would keep Jest from exiting.
    response.setHeader('connection', 'close');
    if (request.url === '/latest/USD') {
      response.end(JSON.stringify({ result: 'success', rates: { USD: 1, INR: INR_PER_USD } }));
    } else if (request.url === '/latest/INR') {
      response.end(JSON.stringify({ result: 'success', rates: { INR: 1, USD: 1 / INR_PER_USD } }));
    } else if (request.url === `/${LOCATED_IP}/json/`) {
      response.end(JSON.stringify(PLACE));
    } else {
      response.statusCode = 404;
      response.end(JSON.stringify({ error: true }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('gateway: payments, promo codes and payment gateways', () => {
  const stack = new GatewayHarness();
  let demo: DemoCast;
  let providers: { url: string; server: Server };
  let otherStreamer: SignedInUser;
  let promoAdmin: SignedInUser;
  let gatewaysAdmin: SignedInUser;
  let gig: GigDto;

  beforeAll(async () => {
    providers = await startFakeProviders();
    await stack.start(
      {},
      { SEED_DEMO_DATA: 'true' },
      {
        catalog: { SEED_DEMO_DATA: 'true' },
        payments: { EXCHANGE_RATES_URL: `${providers.url}/latest`, GEOLOCATION_URL: providers.url },
      },
    );
    demo = await demoCast(stack);
    otherStreamer = await newStreamer(stack);
    promoAdmin = await stack.staffUser([{ service: 'PromoCodes', read: true, write: true }]);
    gatewaysAdmin = await stack.staffUser([{ service: 'Payment Gateways', read: true, write: true }]);
    const valorant: GameDto = (await stack.get('/api/get/game/valorant')).body;
    const added = await stack.post(
      '/api/influencer/add/product',
      { gig_title: 'Promo test gig', gig_desc: 'Play', gameId: valorant._id, price: 150 },
      { token: demo.streamerToken },
    );
    expect(added.status).toBe(201);
    gig = added.body.gig;
  }, 120_000);
  afterAll(async () => {
    await stack.stop();
    providers.server.closeAllConnections();
    await new Promise((resolve) => providers.server.close(resolve));
  });

  describe('public and fan routes', () => {
    it('lists the active payment gateways by priority (the sandbox without a Stripe key)', async () => {
      const listed = await stack.get('/api/user/get-active-payment-gateways');
      expect(listed.status).toBe(200);
      expect(listed.body.map((row: PaymentGatewayDto) => row.name)).toEqual(['sandbox', 'wallet']);
    });

    it('answers the USD to INR rate from the provider', async () => {
      const rate = await stack.get('/api/v1/get-conversion-rate/usd-to-inr');
      expect(rate).toMatchObject({ status: 200, body: { rates: { INR: INR_PER_USD } } });
    });

    it('refuses a bad top-up at the gateway edge with the text the wallet page shows', async () => {
      const topUp = (body: unknown) => stack.post('/api/user/wallet/top-up', body, { token: demo.fanToken });
      expect(await topUp({ amount: '500', currency: 'INR' })).toMatchObject(invalid(WalletTopUpText.amount));
      expect(await topUp({ amount: 500, currency: 'EUR' })).toMatchObject(
        invalid(`The currency must be one of: ${Currencies.join(', ')}`),
      );
    });

    it("answers the fan's wallet, and needs a sign-in", async () => {
      expect(await stack.get('/api/user/wallet', { token: demo.fanToken })).toMatchObject({
        status: 200,
        body: { userId: demo.fanId },
      });
      expect(await stack.get('/api/user/wallet')).toMatchObject(signInRequired);
    });

    it("lists only the caller's own wallet movements, needs a sign-in and refuses a bad page", async () => {
      const mine = await stack.get('/api/user/wallet/movements?page=1&limit=5', { token: demo.fanToken });
      expect(mine).toMatchObject({ status: 200, body: { page: 1, limit: 5, data: expect.any(Array) } });
      expect(await stack.get('/api/user/wallet/movements')).toMatchObject(signInRequired);
      expect(await stack.get('/api/user/wallet/movements?page=0', { token: demo.fanToken })).toMatchObject(
        invalid(PageText.page),
      );
    });

    it('locates the caller, believing x-forwarded-for only behind a trusted proxy', async () => {
      const forwarded = { headers: { 'x-forwarded-for': LOCATED_IP } };
      const direct = await stack.get('/api/user/location', forwarded);
      expect(direct).toMatchObject({ status: 200, body: { country_code: '', currency: 'USD' } });
      const proxied = await stack.startGateway({ TRUST_PROXY: '1' });
      try {
        const located = await stack.request('GET', '/api/user/location', forwarded, proxied.url);
        expect(located).toMatchObject({ status: 200, body: { ...PLACE, currency: 'INR' } });
      } finally {
        await proxied.close();
      }
    });
  });

  describe("a streamer's promo codes", () => {
    let promo: PromoCodeDto;
    const createCode = (token: string, body: Record<string, unknown>, query = '') =>
      stack.post(`/api/streamer/promo-codes${query}`, body, { token });
    const verify = (token: string | undefined, query: string) =>
      stack.get(`/api/verify-promo-code?${query}`, { token });

    it('creates a code for the streamer', async () => {
      const created = await createCode(demo.streamerToken, {
        code: 'SAVE10',
        discountType: 'percent',
        percentOff: 10,
      });
      expect(created).toMatchObject({
        status: 201,
        body: {
          message: PaymentsText.promoCodeCreated,
          promoCode: { code: 'SAVE10', streamerId: demo.streamerId, percentOff: 10, isActive: true },
        },
      });
      promo = created.body.promoCode;
    });

    it('verifies the code on the gig end to end, at the price from catalog in minor units', async () => {
      const verified = await verify(demo.fanToken, `code=SAVE10&gigId=${gig._id}`);
      expect(verified).toMatchObject({
        status: 200,
        body: {
          _id: promo._id,
          code: 'SAVE10',
          currency: 'INR',
          amount: 15000,
          discount: 1500,
          finalAmount: 13500,
        },
      });
    });

    it("answers why a code can't be verified", async () => {
      expect(await verify(demo.fanToken, `code=NOPE99&gigId=${gig._id}`)).toMatchObject(
        notFound(PaymentsText.promoCodeNotFound),
      );
      expect(await verify(demo.fanToken, `gigId=${gig._id}`)).toMatchObject(
        invalid(ErrorText.errorVerifyingPromoCode),
      );
      expect(await verify(demo.fanToken, 'code=SAVE10&gigId=nope')).toMatchObject(invalid('Invalid gig id'));
      expect(await verify(undefined, `code=SAVE10&gigId=${gig._id}`)).toMatchObject(signInRequired);
    });

    it("lists the streamer's codes for them and their moderator only", async () => {
      const listed = await stack.get(`/api/streamer/get-promocode/${demo.streamerId}`, {
        token: demo.streamerToken,
      });
      expect(listed.status).toBe(200);
      expect(listed.body.map((row: PromoCodeDto) => row._id)).toContain(promo._id);
      const byModerator = await stack.get(`/api/streamer/get-promocode/${demo.streamerId}`, {
        token: demo.moderatorToken,
      });
      expect(byModerator.status).toBe(200);
      expect(
        await stack.get(`/api/streamer/get-promocode/${demo.streamerId}`, {
          token: otherStreamer.accessToken,
        }),
      ).toMatchObject(forbidden);
      expect(
        await stack.get(`/api/streamer/get-promocode/${demo.streamerId}`, { token: demo.fanToken }),
      ).toMatchObject(forbidden);
    });

    it('answers each field with its message, and refuses fans', async () => {
      expect(
        await createCode(demo.streamerToken, { code: 'x', discountType: 'percent', percentOff: 5 }),
      ).toMatchObject(invalid('A promo code is 3 to 32 letters, digits, - or _'));
      expect(await createCode(demo.streamerToken, { code: 'OKAY5', discountType: 'half' })).toMatchObject(
        invalid('The discount type must be percent or fixed'),
      );
      for (const percentOff of [101, 150]) {
        expect(
          await createCode(demo.streamerToken, { code: 'OKAY5', discountType: 'percent', percentOff }),
        ).toMatchObject(invalid('The percent off must be a whole number from 1 to 100'));
      }
      expect(
        await createCode(demo.streamerToken, {
          code: 'OKAY5',
          discountType: 'percent',
          percentOff: 5,
          maxUses: 0,
        }),
      ).toMatchObject(invalid('The total uses must be a whole number from 1, or empty for unlimited'));
      expect(
        await createCode(demo.streamerToken, { code: 'SAVE10', discountType: 'percent', percentOff: 5 }),
      ).toMatchObject(conflict(PaymentsText.promoCodeTaken));
      expect(
        await createCode(demo.fanToken, { code: 'FANS1', discountType: 'percent', percentOff: 5 }),
      ).toMatchObject(forbidden);
    });

    it('toggles the code for its streamer only; an inactive code no longer verifies', async () => {
      expect(
        await stack.post(`/api/streamer/promo-codes/${promo._id}/toggle`, undefined, {
          token: otherStreamer.accessToken,
        }),
      ).toMatchObject({ status: 403, body: { error: PaymentsText.promoCodeNotYours } });
      const toggled = await stack.post(`/api/streamer/promo-codes/${promo._id}/toggle`, undefined, {
        token: demo.streamerToken,
      });
      expect(toggled).toMatchObject({
        status: 200,
        body: { message: PaymentsText.promoCodeDeactivated, promoCode: { isActive: false } },
      });
      expect(await verify(demo.fanToken, `code=SAVE10&gigId=${gig._id}`)).toMatchObject(
        invalid(PaymentsText.promoCodeInactive),
      );
    });
  });

  describe('staff promo codes', () => {
    let platformCode: PromoCodeDto;

    it('creates a platform-wide code with PromoCodes write', async () => {
      const created = await stack.post(
        '/api/admin/promo-codes',
        { code: 'LOBBY5', discountType: 'percent', percentOff: 5 },
        { token: promoAdmin.accessToken },
      );
      expect(created).toMatchObject({
        status: 201,
        body: { promoCode: { code: 'LOBBY5', streamerId: null } },
      });
      platformCode = created.body.promoCode;
      const forStreamer = await stack.post(
        '/api/admin/promo-codes',
        {
          code: 'STAR20',
          discountType: 'fixed',
          amountOff: 2000,
          currency: 'INR',
          streamerId: demo.streamerId,
        },
        { token: promoAdmin.accessToken },
      );
      expect(forStreamer).toMatchObject({
        status: 201,
        body: { promoCode: { streamerId: demo.streamerId, amountOff: 2000 } },
      });
    });

    it("lists a streamer's codes and toggles any code", async () => {
      const listed = await stack.get(`/api/admin/promo-codes?streamerId=${demo.streamerId}`, {
        token: promoAdmin.accessToken,
      });
      expect(listed.status).toBe(200);
      expect(listed.body.map((row: PromoCodeDto) => row.code)).toEqual(
        expect.arrayContaining(['SAVE10', 'STAR20']),
      );
      expect(await stack.get('/api/admin/promo-codes', { token: promoAdmin.accessToken })).toMatchObject(
        invalid('Invalid star id'),
      );
      const toggled = await stack.post(`/api/admin/promo-codes/${platformCode._id}/toggle`, undefined, {
        token: promoAdmin.accessToken,
      });
      expect(toggled).toMatchObject({ status: 200, body: { promoCode: { isActive: false } } });
    });

    it('refuses staff without the PromoCodes permission', async () => {
      expect(
        await stack.get(`/api/admin/promo-codes?streamerId=${demo.streamerId}`, {
          token: gatewaysAdmin.accessToken,
        }),
      ).toMatchObject({ status: 403 });
      expect(
        await stack.post(
          '/api/admin/promo-codes',
          { code: 'NOPE1', discountType: 'percent', percentOff: 5 },
          { token: demo.streamerToken },
        ),
      ).toMatchObject({ status: 403 });
    });
  });

  describe('staff payment gateways', () => {
    it('lists every gateway and updates one with the Payment Gateways permission', async () => {
      const listed = await stack.get('/api/admin/payment-gateways', { token: gatewaysAdmin.accessToken });
      expect(listed.status).toBe(200);
      expect(listed.body.map((row: PaymentGatewayDto) => row.name)).toEqual(['stripe', 'sandbox', 'wallet']);
      const wallet = listed.body.find((row: PaymentGatewayDto) => row.name === 'wallet');
      const updated = await stack.put(
        `/api/admin/payment-gateways/${wallet._id}`,
        { priority: 0 },
        { token: gatewaysAdmin.accessToken },
      );
      expect(updated).toMatchObject({ status: 200, body: { _id: wallet._id, priority: 0 } });
      const active = await stack.get('/api/user/get-active-payment-gateways');
      expect(active.body.map((row: PaymentGatewayDto) => row.name)).toEqual(['wallet', 'sandbox']);
      expect(
        await stack.put(
          `/api/admin/payment-gateways/${wallet._id}`,
          { priority: -1 },
          { token: gatewaysAdmin.accessToken },
        ),
      ).toMatchObject(invalid('The priority must be a whole number from 0 to 1000'));
    });

    it('refuses staff without the permission and fans', async () => {
      expect(await stack.get('/api/admin/payment-gateways', { token: promoAdmin.accessToken })).toMatchObject(
        {
          status: 403,
        },
      );
      expect(await stack.get('/api/admin/payment-gateways', { token: demo.fanToken })).toMatchObject({
        status: 403,
      });
      expect(await stack.get('/api/admin/payment-gateways')).toMatchObject(signInRequired);
    });
  });
});
