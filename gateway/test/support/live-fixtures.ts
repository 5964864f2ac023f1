import type { QueueEntryDto } from '@lobby/contracts';
import { RpcClient, type RunningService } from '@lobby/service-kit';
import {
  dropDatabase,
  startTestService,
  testDatabaseName,
  waitFor,
  FakeOEmbedProviders,
} from '@lobby/test-kit';
import { liveService } from '../../../services/live/src/live.definition';
import type { GatewayHarness } from '../gateway-harness';

/** The host of the web app in these tests; Twitch players name it as their parent. */
export const LIVE_PUBLIC_HOST = 'lobby.test';

/**
 * The live service for real on the stack's NATS (the harness starts the others), its YouTube and Twitch
 * metadata answered by a local fake, and an RPC client to arrange booking's queue as a streamer would.
 */
export class LiveServiceUnderTest {
  readonly oembed = new FakeOEmbedProviders();
  readonly databaseName = testDatabaseName('gw_live');
  service: RunningService | null = null;
  rpc!: RpcClient;

  async start(stack: GatewayHarness): Promise<this> {
    await this.oembed.start();
    this.service = await startTestService(liveService, this.databaseName, stack.nats.url, {
      PUBLIC_URL: `https://${LIVE_PUBLIC_HOST}`,
      ...this.oembed.env,
    });
    this.rpc = new RpcClient(stack.nats.url, 5000, 'live-test');
    return this;
  }

  async stop(): Promise<void> {
    await this.rpc?.close();
    await this.service?.close();
    await dropDatabase(this.databaseName);
    await this.oembed.stop();
  }

  /**
   * The fan joins the regular queue of the session and the streamer calls them to playing next. Booking hears
   * of a new session from live's events a moment after it starts, so joining is repeated until it knows it.
   */
  async fanPlayingNext(fanId: string, streamerId: string, liveSessionId: string): Promise<QueueEntryDto> {
    await waitFor(
      () =>
        this.rpc.send('booking.joinRegular', { userId: fanId, liveSessionId }).then(
          () => true,
          () => false,
        ),
      { what: 'booking to know the live session', intervalMs: 100 },
    );
    return (await this.rpc.send('booking.callNext', { userId: streamerId, liveSessionId })).entry;
  }

  async finishPlaying(streamerId: string, entryId: string): Promise<void> {
    await this.rpc.send('booking.moveQueueEntry', { userId: streamerId, entryId, to: 'done' });
  }
}
