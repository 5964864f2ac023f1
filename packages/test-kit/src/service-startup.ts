import { pingSubject } from '@lobby/contracts';
import { RpcClient, type RunningService, type ServiceDefinition } from '@lobby/service-kit';
import { dropDatabase, testDatabaseName } from './databases';
import { startNats, type TestNats } from './nats';
import { startTestService } from './service-env';

/**
 * The behaviour every service gets from the kit: it creates and migrates its own database, answers
 * `<service>.ping` over NATS in its queue group, reports readiness over HTTP, and stops cleanly.
 */
export function describeServiceStartup(definition: ServiceDefinition<unknown>): void {
  describe(`${definition.service} service`, () => {
    let nats: TestNats;
    let running: RunningService;
    let rpc: RpcClient;
    const databaseName = testDatabaseName(definition.service);

    beforeAll(async () => {
      nats = await startNats();
      running = await startTestService(definition, databaseName, nats.url);
      rpc = new RpcClient(nats.url, 2000);
    }, 30_000);

    afterAll(async () => {
      await rpc.close();
      await running.close();
      await nats.stop();
      await dropDatabase(databaseName);
    });

    it('answers its ping over NATS with its database up', async () => {
      const pong = await rpc.send(pingSubject(definition.service), {});
      expect(pong).toMatchObject({
        service: definition.service,
        status: 'up',
        checks: { database: 'up', nats: 'up' },
      });
    });

    it('reports ready over HTTP once PostgreSQL and NATS are reachable', async () => {
      const response = await fetch(`http://127.0.0.1:${running.httpPort}/health/ready`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { details: unknown };
      expect(body.details).toMatchObject({ database: { status: 'up' }, nats: { status: 'up' } });
    });

    it('reports not ready when NATS goes away, and a ping then gets a fast 503', async () => {
      await nats.stop();
      const ready = await fetch(`http://127.0.0.1:${running.httpPort}/health/ready`);
      expect(ready.status).toBe(503);
      const error = await rpc.send(pingSubject(definition.service), {}).catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 503 });
    });
  });
}
