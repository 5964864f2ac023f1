import {
  ConfigurationText,
  GiveawayLimits,
  GiveawayText,
  PaymentGatewayText,
  type PaymentGatewayDto,
  type StaffService,
} from '@lobby/contracts';
import { GatewayHarness, type SignedInUser } from './gateway-harness';
import { conflict, forbidden, invalid, signInRequired } from './support/answers';

/**
 * Issue 17 items 6-7 through the gateway: configurations and fees (Configurations), saving payment gateways
 * (Payment Gateways), every promo code (PromoCodes), the giveaway (Giveaway) and the scripts (User Management,
 * Influencers): who may read, who may write, the 400s with their reasons and the 409s.
 */
describe('gateway: admin tools', () => {
  const stack = new GatewayHarness();
  let writer: SignedInUser;
  let reader: SignedInUser;
  let fan: SignedInUser;
  const token = (user: SignedInUser) => ({ token: user.accessToken });

  beforeAll(async () => {
    await stack.start({}, {}, { content: true, catalog: {}, booking: {}, payments: {} });
    const services: StaffService[] = [
      'Configurations',
      'Payment Gateways',
      'PromoCodes',
      'Giveaway',
      'User Management',
      'Influencers',
    ];
    writer = await stack.staffUser(services.map((service) => ({ service, read: true, write: true })));
    reader = await stack.staffUser(
      services.map((service) => ({ service, read: true, write: false })),
      'marketing',
    );
    fan = await stack.signedInUser();
  }, 120_000);
  afterAll(() => stack.stop());

  it('lets Configurations readers list and only writers save, with the rule of each key', async () => {
    expect((await stack.get('/api/admin/configurations', token(reader))).status).toBe(200);
    expect(await stack.get('/api/admin/configurations')).toMatchObject(signInRequired);
    expect(await stack.get('/api/admin/configurations', token(fan))).toMatchObject(forbidden);
    expect(
      await stack.put('/api/admin/configurations', { key: 'TDS_PERCENT', value: '1' }, token(reader)),
    ).toMatchObject(forbidden);
    expect(
      await stack.put('/api/admin/configurations', { key: 'TDS_PERCENT', value: '101' }, token(writer)),
    ).toMatchObject(invalid(ConfigurationText.percent));
    expect(
      await stack.put('/api/admin/configurations', { key: 'bad key', value: '1' }, token(writer)),
    ).toMatchObject(invalid(ConfigurationText.badKey));
    const saved = await stack.put(
      '/api/admin/configurations',
      { key: 'TDS_PERCENT', value: '0.2' },
      token(writer),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.entry).toMatchObject({ key: 'TDS_PERCENT', value: '0.2', isSet: true });
    expect((await stack.delete('/api/admin/configurations/TDS_PERCENT', token(writer))).status).toBe(200);
  });

  it("sets a star's fee for writers only, 0 to 100 with two decimals", async () => {
    const star = '0190d7a0-0000-7000-8000-0000000000c1';
    expect(
      await stack.put(`/api/admin/platform-fees/${star}`, { percent: '5' }, token(reader)),
    ).toMatchObject(forbidden);
    expect(
      await stack.put(`/api/admin/platform-fees/${star}`, { percent: '100.001' }, token(writer)),
    ).toMatchObject({ status: 400 });
    expect((await stack.put('/api/admin/platform-fees/nobody', { percent: '5' }, token(writer))).status).toBe(
      400,
    );
    expect(
      (await stack.put(`/api/admin/platform-fees/${star}`, { percent: '12.25' }, token(writer))).status,
    ).toBe(200);
    expect((await stack.get('/api/admin/platform-fees', token(reader))).body).toEqual([
      { streamerId: star, percent: '12.25', updatedAt: expect.any(String) },
    ]);
  });

  it('saves the payment gateways for writers and keeps one way to pay', async () => {
    const gateways: PaymentGatewayDto[] = (await stack.get('/api/admin/payment-gateways', token(reader)))
      .body;
    const body = (wallet: boolean, sandbox: boolean) => ({
      gateways: gateways.map((gateway, index) => ({
        _id: gateway._id,
        priority: index + 1,
        isActive:
          gateway.name === 'wallet' ? wallet : gateway.name === 'sandbox' ? sandbox : gateway.isActive,
      })),
    });
    expect(await stack.put('/api/admin/payment-gateways', body(false, true), token(reader))).toMatchObject(
      forbidden,
    );
    expect(await stack.put('/api/admin/payment-gateways', body(false, false), token(writer))).toMatchObject(
      conflict(PaymentGatewayText.lastActive),
    );
    expect((await stack.put('/api/admin/payment-gateways', { gateways: [{}] }, token(writer))).status).toBe(
      400,
    );
    expect((await stack.put('/api/admin/payment-gateways', body(false, true), token(writer))).status).toBe(
      200,
    );
    const offered = (await stack.get('/api/user/get-active-payment-gateways')).body as PaymentGatewayDto[];
    expect(offered.map((gateway) => gateway.name)).toEqual(['sandbox']);
    expect((await stack.put('/api/admin/payment-gateways', body(true, true), token(writer))).status).toBe(
      200,
    );
  });

  it('lists every promo code 10 a page for PromoCodes readers', async () => {
    expect(
      (await stack.get('/api/admin/promo-codes/all?streamerId=platform', token(reader))).body,
    ).toMatchObject({
      page: 1,
      limit: 10,
    });
    expect((await stack.get('/api/admin/promo-codes/all?streamerId=nobody', token(reader))).status).toBe(400);
    expect(await stack.get('/api/admin/promo-codes/all', token(fan))).toMatchObject(forbidden);
  });

  it('counts and draws a giveaway for Giveaway writers only, with clear refusals', async () => {
    const window = 'from=2020-01-01T00:00:00.000Z&to=2020-02-01T00:00:00.000Z';
    expect((await stack.get(`/api/admin/giveaways/eligible?${window}`, token(reader))).body).toMatchObject({
      eligibleCount: 0,
    });
    expect(
      (await stack.get('/api/admin/giveaways/eligible?from=yesterday&to=2020', token(reader))).status,
    ).toBe(400);
    const draw = {
      title: 'Nobody',
      from: '2020-01-01T00:00:00.000Z',
      to: '2020-02-01T00:00:00.000Z',
      winners: 1,
    };
    expect(await stack.post('/api/admin/giveaways', draw, token(reader))).toMatchObject(forbidden);
    expect(await stack.post('/api/admin/giveaways', draw, token(writer))).toMatchObject(
      conflict(GiveawayText.noEligible),
    );
    expect((await stack.post('/api/admin/giveaways', { ...draw, winners: 0 }, token(writer))).status).toBe(
      400,
    );
    expect((await stack.post('/api/admin/giveaways', { ...draw, title: '' }, token(writer))).status).toBe(
      400,
    );
    expect(
      await stack.post('/api/admin/giveaways', { ...draw, from: draw.to, to: draw.from }, token(writer)),
    ).toMatchObject(invalid(GiveawayText.badWindow));
    expect((await stack.get('/api/admin/giveaways', token(reader))).body).toMatchObject({
      data: [],
      total: 0,
    });
  });

  it('refuses a bad draw at the gateway edge with the text the giveaway page shows', async () => {
    const draw = { title: 'Nobody', from: '2020-02-31', to: '2020-03-01', winners: 1 };
    expect(await stack.post('/api/admin/giveaways', draw, token(writer))).toMatchObject(
      invalid('from and to must be ISO dates'),
    );
    expect(
      await stack.post('/api/admin/giveaways', { ...draw, from: '2020-02-01', winners: '2' }, token(writer)),
    ).toMatchObject(invalid(`winners must be a whole number from 1 to ${GiveawayLimits.winnersMax}`));
  });

  it('previews the scripts for readers and runs them for writers only', async () => {
    const usernames = await stack.get('/api/admin/scripts/usernames', token(reader));
    expect(usernames.status).toBe(200);
    expect(usernames.body).toMatchObject({ script: 'usernames', applied: false });
    expect(await stack.post('/api/admin/scripts/usernames', undefined, token(reader))).toMatchObject(
      forbidden,
    );
    expect((await stack.get('/api/admin/scripts/slugs', token(reader))).body).toMatchObject({
      script: 'slugs',
    });
    expect(await stack.post('/api/admin/scripts/slugs', undefined, token(reader))).toMatchObject(forbidden);
    const applied = await stack.post('/api/admin/scripts/slugs', undefined, token(writer));
    expect(applied.status).toBe(200);
    expect(applied.body.applied).toBe(true);
    expect(await stack.get('/api/admin/scripts/usernames', token(fan))).toMatchObject(forbidden);
  });
});
