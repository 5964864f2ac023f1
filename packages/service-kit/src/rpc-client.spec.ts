import { Controller, type INestMicroservice, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern } from '@nestjs/microservices';
import { pingSubject } from '@lobby/contracts';
import { startNats, type TestNats } from '@lobby/test-kit';
import { DomainError } from './errors';
import { requestContext } from './logger';
import { DrainingNatsServer } from './nats-server';
import { RpcClient } from './rpc-client';

const TIMEOUT_MS = 300;
const ANSWERED = { status: 'up' };
/** The first request is held past the client's timeout (a replica that died holding it); later ones answer. */
let received = 0;

@Controller()
class LosesTheFirstController {
  @MessagePattern(pingSubject('booking'))
  async ping(): Promise<typeof ANSWERED> {
    received += 1;
    if (received === 1) await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS * 3));
    return ANSWERED;
  }
}

@Module({ controllers: [LosesTheFirstController] })
class LosesTheFirstModule {}

describe('RpcClient', () => {
  let nats: TestNats;
  let server: INestMicroservice;
  let rpc: RpcClient;

  beforeAll(async () => {
    nats = await startNats();
    server = await NestFactory.createMicroservice(LosesTheFirstModule, {
      strategy: new DrainingNatsServer({ servers: nats.url, queue: 'booking' }),
      logger: false,
    });
    await server.listen();
    rpc = new RpcClient(nats.url, TIMEOUT_MS, 'rpc-client-spec');
  });

  afterAll(async () => {
    await rpc.close();
    await server.close();
    await nats.stop();
  });

  beforeEach(() => {
    received = 0;
  });

  const ping = (options?: { idempotent?: boolean }) => rpc.send(pingSubject('booking'), {}, options);

  it('sends a read once more when the first one gets no answer in time', async () => {
    await expect(ping({ idempotent: true })).resolves.toEqual(ANSWERED);
    expect(received).toBe(2);
  });

  it("takes the request context's mark of a read (the gateway's GET and HEAD)", async () => {
    const answer = requestContext.run({ requestId: 'spec', idempotent: true }, () => ping());
    await expect(answer).resolves.toEqual(ANSWERED);
    expect(received).toBe(2);
  });

  it('never sends a write twice: it answers 503', async () => {
    const failure = await ping().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DomainError);
    expect((failure as DomainError).status).toBe(503);
    expect(received).toBe(1);
  });

  it('answers 503 at once when no process listens on the subject, read or not', async () => {
    for (const idempotent of [true, false]) {
      const started = Date.now();
      const failure = await rpc
        .send(pingSubject('content'), {}, { idempotent, timeoutMs: 5000 })
        .catch((error: unknown) => error);
      expect((failure as DomainError).status).toBe(503);
      expect(Date.now() - started).toBeLessThan(1000);
    }
  });
});
