import type { OnApplicationShutdown } from '@nestjs/common';
import { RpcClient } from '@lobby/service-kit';

/** The gateway's one NATS request-reply client to every service, closed with the app. */
export class ServiceClient extends RpcClient implements OnApplicationShutdown {
  async onApplicationShutdown(): Promise<void> {
    await this.close();
  }
}
