import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, RPC_CLIENT, type RpcClient } from '@lobby/service-kit';
import type { Logger } from 'pino';
import { ReadModelsConsumer } from './read-models.consumer';
import { ReadModelsRepository, type GigRow } from './read-models.repository';

/**
 * Booking's copy of a gig, asking catalog for its snapshot when the gig-changed event has not arrived yet (a
 * slot added right after its gig was created). The snapshot is applied like the event, so the newer one wins.
 */
@Injectable()
export class GigReadThrough {
  constructor(
    private readonly readModels: ReadModelsRepository,
    private readonly consumer: ReadModelsConsumer,
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async gig(gigId: string): Promise<GigRow | undefined> {
    const known = await this.readModels.gig(gigId);
    if (known) return known;
    try {
      const snapshot = await this.rpc.send('catalog.gigSnapshot', { gigId });
      if (!snapshot) return undefined;
      await this.consumer.applyGig(snapshot);
    } catch (error) {
      this.logger.warn({ err: error, gigId }, 'catalog did not answer for a gig booking has not heard of');
      return undefined;
    }
    return this.readModels.gig(gigId);
  }
}
