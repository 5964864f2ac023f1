import { Controller, type INestMicroservice, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ClientNats, MessagePattern } from '@nestjs/microservices';
import { startNats, type TestNats } from '@lobby/test-kit';
import type { NatsConnection } from 'nats';
import { firstValueFrom } from 'rxjs';
import { DrainingNatsServer } from './nats-server';

const SLOW_MS = 400;
let handlerEntered: () => void = () => undefined;

@Controller()
class SlowController {
  @MessagePattern('drain-test.slow')
  async slow({ n }: { n: number }): Promise<{ answered: number }> {
    handlerEntered();
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    return { answered: n };
  }
}

@Module({ controllers: [SlowController] })
class SlowModule {}

describe('DrainingNatsServer', () => {
  let nats: TestNats;
  let client: ClientNats;

  beforeAll(async () => {
    nats = await startNats();
    client = new ClientNats({ servers: nats.url });
    await client.connect();
  });

  afterAll(async () => {
    await client.close();
    await nats.stop();
  });

  async function startServer(): Promise<{ server: INestMicroservice; strategy: DrainingNatsServer }> {
    const strategy = new DrainingNatsServer({ servers: nats.url, queue: 'drain-test' });
    const server = await NestFactory.createMicroservice(SlowModule, { strategy, logger: false });
    await server.listen();
    return { server, strategy };
  }

  it('answers the requests it holds when closed, and takes none after', async () => {
    const { server, strategy } = await startServer();
    const entered = new Promise<void>((resolve) => (handlerEntered = resolve));
    const held = firstValueFrom(client.send('drain-test.slow', { n: 1 }));
    await entered;

    const closing = server.close();
    // Unsubscribed at once: once NATS has the server's unsubscribe (its connection's flush comes back after it;
    // the test's client is another connection, so without it the request could overtake), a request sent while
    // the held one is still being handled finds nobody.
    await strategy.unwrap<NatsConnection>().flush();
    await expect(firstValueFrom(client.send('drain-test.slow', { n: 2 }))).rejects.toThrow(/no subscribers/);
    await expect(held).resolves.toEqual({ answered: 1 });
    await closing;
  });
});
