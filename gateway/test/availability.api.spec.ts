import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Module } from '@nestjs/common';
import { type ServiceName, ServiceNames, serviceUnavailableText } from '@lobby/contracts';
import type { RunningService } from '@lobby/service-kit';
import { dropDatabase, startTestService, testDatabaseName, waitFor } from '@lobby/test-kit';
import { connect } from 'nats';
import { GatewayHarness, type SignedInUser } from './gateway-harness';
import { signInRequired } from './support/answers';

const RESPONSE_DEADLINE_MS = 5000;

/**
 * The services that are not written yet, each started by the service kit with no features: a real
 * service process answering its real `<service>.ping`, so the gateway can be seen healthy.
 */
async function startFeaturelessServices(natsUrl: string): Promise<{ stop(): Promise<void> }> {
  @Module({})
  class NoFeatures {}
  const migrationsFolder = mkdtempSync(join(tmpdir(), 'lobby-gw-no-migrations-'));
  mkdirSync(join(migrationsFolder, 'meta'));
  writeFileSync(
    join(migrationsFolder, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries: [] }),
  );
  const others = ServiceNames.filter((service) => service !== 'identity');
  const databases = others.map((service) => testDatabaseName(`gw_${service}`));
  const running: RunningService[] = await Promise.all(
    others.map((service, i) =>
      startTestService({ service, module: NoFeatures, migrationsFolder, schema: {} }, databases[i], natsUrl),
    ),
  );
  return {
    async stop() {
      await Promise.all(running.map((service) => service.close()));
      await Promise.all(databases.map(dropDatabase));
      rmSync(migrationsFolder, { recursive: true, force: true });
    },
  };
}

async function timed<T>(call: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = Date.now();
  const result = await call();
  return { result, ms: Date.now() - started };
}

describe('gateway: health and unavailable services', () => {
  const stack = new GatewayHarness();
  let fan: SignedInUser;
  beforeAll(async () => {
    // Production's NATS deadline (tests elsewhere wait longer): the 503 deadlines below are measured against it.
    await stack.start({ RPC_TIMEOUT_MS: '3000' });
    fan = await stack.signedInUser();
  }, 60_000);
  afterAll(() => stack.stop());

  const down = (service: ServiceName) => ({ status: 'down', error: serviceUnavailableText(service) });
  const up = (service: ServiceName) => ({
    service,
    status: 'up',
    checks: { database: 'up', nats: 'up' },
    version: expect.any(String),
  });

  describe('GET /api/health', () => {
    it('answers 503 "degraded" naming each service that does not answer', async () => {
      const response = await stack.get('/api/health');
      expect(response.status).toBe(503);
      expect(response.body).toEqual({
        status: 'degraded',
        services: {
          identity: up('identity'),
          catalog: down('catalog'),
          booking: down('booking'),
          payments: down('payments'),
          live: down('live'),
          notifications: down('notifications'),
          content: down('content'),
        },
      });
    });

    it('answers 200 "up" when every service answers up', async () => {
      const others = await startFeaturelessServices(stack.nats.url);
      try {
        // Six services have just started on a busy machine; give their first pings a moment to answer.
        const response = await waitFor(
          async () => {
            const health = await stack.get('/api/health');
            return health.status === 200 ? health : undefined;
          },
          { timeoutMs: 15_000, intervalMs: 250, what: '/api/health to answer 200' },
        );
        expect(response.status).toBe(200);
        expect(response.body).toEqual({
          status: 'up',
          services: Object.fromEntries(ServiceNames.map((service) => [service, up(service)])),
        });
      } finally {
        await others.stop();
      }
    }, 60_000);
  });

  describe('when identity is down', () => {
    const unavailable = { status: 503, body: { error: serviceUnavailableText('identity') } };

    it('answers its routes 503 within 5 s, and works again once it is back, without a gateway restart', async () => {
      await stack.stopIdentity();

      const signedIn = await timed(() => stack.get('/api/current_user', { token: fan.accessToken }));
      expect(signedIn.result).toMatchObject(unavailable);
      expect(signedIn.ms).toBeLessThan(RESPONSE_DEADLINE_MS);

      const login = await timed(() =>
        stack.post('/auth/login', { email: fan.email, password: fan.password }),
      );
      expect(login.result).toMatchObject(unavailable);
      expect(login.ms).toBeLessThan(RESPONSE_DEADLINE_MS);

      const health = await stack.get('/api/health');
      expect(health.status).toBe(503);
      expect(health.body.services.identity).toEqual(down('identity'));

      await stack.startIdentity();
      expect(await stack.post('/auth/login', { email: fan.email, password: fan.password })).toMatchObject({
        status: 200,
        body: { user: { _id: fan.id } },
      });
      expect(await stack.get('/api/current_user', { token: fan.accessToken })).toMatchObject({
        status: 200,
        body: { _id: fan.id },
      });
    }, 60_000);

    it('answers 503 within 5 s when an identity instance takes requests but never replies', async () => {
      await stack.stopIdentity();
      const nats = await connect({ servers: stack.nats.url });
      try {
        // Subscribed in identity's queue group, as a hung instance would be; it swallows every request.
        nats.subscribe('identity.>', { queue: 'identity' });
        await nats.flush();
        const hung = await timed(() =>
          stack.post('/auth/login', { email: fan.email, password: fan.password }),
        );
        expect(hung.result).toMatchObject(unavailable);
        expect(hung.ms).toBeLessThan(RESPONSE_DEADLINE_MS);
      } finally {
        await nats.close();
        await stack.startIdentity();
      }
      // The server forgets the hung member as it processes its disconnect; a request racing that can still
      // be routed to it, so wait for identity to answer again rather than expecting the very first call to.
      const back = await waitFor(
        async () => {
          const response = await stack.get('/api/current_user', { token: fan.accessToken });
          return response.status === 200 ? response : undefined;
        },
        { timeoutMs: 15_000, intervalMs: 100, what: 'identity to answer again' },
      );
      expect(back.body).toMatchObject({ _id: fan.id });
    }, 60_000);
  });

  it('keeps refusing a request without a token with 401 while identity is down (no call needed)', async () => {
    await stack.stopIdentity();
    try {
      expect(await stack.get('/api/current_user')).toMatchObject(signInRequired);
    } finally {
      await stack.startIdentity();
    }
  }, 60_000);
});
