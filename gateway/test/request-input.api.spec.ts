import { ErrorText } from '@lobby/contracts';
import { connect, type Msg, type NatsConnection } from 'nats';
import { MAX_JSON_DEPTH } from '../src/http/request-input';
import { GatewayHarness } from './gateway-harness';

const badRequest = { status: 400, body: { error: ErrorText.badRequest } };

/** A JSON body whose `email` nests arrays `depth` deep. */
const nestedLogin = (depth: number) => `{"email": ${'['.repeat(depth)}${']'.repeat(depth)}, "password": "x"}`;

describe('gateway: text and JSON every request must pass', () => {
  const stack = new GatewayHarness();
  let nats: NatsConnection;
  const sentToServices: Msg[] = [];

  beforeAll(async () => {
    await stack.start();
    nats = await connect({ servers: stack.nats.url });
    nats.subscribe('identity.>', { callback: (_error, message) => sentToServices.push(message) });
    nats.subscribe('payments.>', { callback: (_error, message) => sentToServices.push(message) });
    await nats.flush();
  }, 60_000);
  afterAll(async () => {
    await nats.close();
    await stack.stop();
  });
  beforeEach(() => {
    sentToServices.length = 0;
  });

  async function nothingReachedAService(): Promise<void> {
    await nats.flush();
    expect(sentToServices.map((message) => message.subject)).toEqual([]);
  }

  it('refuses a NUL or a lone surrogate in any string or key of the body', async () => {
    for (const body of [
      { email: 'fan\u0000@example.com', password: 'secret' },
      { email: 'fan@example.com', password: ['ok', { deeper: 'x\u0000' }] },
      { 'email\u0000': 'fan@example.com', password: 'secret' },
      '{"email": "\\ud800fan@example.com", "password": "secret"}',
      '{"email": "fan@example.com", "password": "\\udc00"}',
    ]) {
      expect(await stack.post('/auth/login', body)).toMatchObject(badRequest);
    }
    await nothingReachedAService();
  });

  it('refuses a NUL or a lone surrogate in the path or the query, signed in or not', async () => {
    const fan = await stack.signedInUser();
    sentToServices.length = 0;
    for (const path of [
      '/api/auth/verify/abc%00def',
      '/api/auth/verify/%ED%A0%80',
      '/api/auth/verify/abc?next=%00',
      '/api/auth/verify/abc?%00=1',
    ]) {
      expect(await stack.post(path, {})).toMatchObject(badRequest);
    }
    expect(await stack.get('/api/current_user?x=a%00b', { token: fan.accessToken })).toMatchObject(
      badRequest,
    );
    await nothingReachedAService();
  });

  it('still takes a pair of surrogates (an emoji) and other unusual text', async () => {
    const login = await stack.post('/auth/login', { email: 'fan😀@example.com', password: 'ünïcode ✓ \t' });
    expect(login.status).toBe(401);
    await nats.flush();
    expect(sentToServices.map((message) => message.subject)).toContain('identity.login');
  });

  it(`reads a body nested ${MAX_JSON_DEPTH} deep and refuses one level more before parsing it`, async () => {
    const atLimit = await stack.post('/auth/login', nestedLogin(MAX_JSON_DEPTH - 1));
    expect(atLimit.status).toBe(400);
    expect(atLimit.body.error).not.toBe(ErrorText.badRequest);
    expect(await stack.post('/auth/login', nestedLogin(MAX_JSON_DEPTH))).toMatchObject(badRequest);
    // Brackets inside strings are text, not nesting.
    const bracketsInText = await stack.post('/auth/login', {
      email: '['.repeat(100),
      password: '{'.repeat(100),
    });
    expect(bracketsInText.body.error).not.toBe(ErrorText.badRequest);
  });

  it('refuses ten 800 KB nested bodies at once while another client is answered', async () => {
    const fan = await stack.signedInUser();
    sentToServices.length = 0;
    const deep = `{"email": ${'{"a":'.repeat(160_000)}1${'}'.repeat(160_000)}}`;
    expect(deep.length).toBeGreaterThan(800_000);
    const [other, ...refused] = await Promise.all([
      stack.get('/api/current_user', { token: fan.accessToken }),
      ...Array.from({ length: 10 }, () => stack.post('/auth/login', deep)),
    ]);
    expect(refused.map((response) => response.status)).toEqual(Array(10).fill(400));
    expect(refused.every((response) => response.body.error === ErrorText.badRequest)).toBe(true);
    expect(other).toMatchObject({ status: 200, body: { _id: fan.id } });
    await nats.flush();
    expect(sentToServices.map((message) => message.subject)).not.toContain('identity.login');
  });

  it("keeps the exact bytes of Stripe's webhook for its signature", async () => {
    const exactBytes = '{ "type":"checkout.session.completed",\n  "data": {"object": {"id": "cs_1"}} }';
    await stack.post('/api/stripe', exactBytes, { headers: { 'stripe-signature': 't=1,v1=00' } });
    const forwarded = sentToServices.find((message) => message.subject === 'payments.stripeWebhook');
    expect(forwarded).toBeDefined();
    const { data } = JSON.parse(new TextDecoder().decode(forwarded!.data)) as { data: { rawBody: string } };
    expect(Buffer.from(data.rawBody, 'base64').toString()).toBe(exactBytes);
  });
});
