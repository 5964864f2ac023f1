import { Inject, Injectable } from '@nestjs/common';
import {
  PLATFORM_FEE_CONFIG_KEY,
  PLATFORM_FEE_DEFAULT_PERCENT,
  platformFeeConfigKeyOf,
} from '@lobby/contracts';
import { RPC_CLIENT, type RpcClient } from '@lobby/service-kit';
import { percentToBasisPoints, type BasisPoints } from './sale-split';

export interface FeeInForce {
  basisPoints: BasisPoints;
  source: 'streamer' | 'configuration' | 'default';
}

/**
 * The platform fee in force for a streamer, from content's configuration: the streamer's own key, else the
 * global key, else the contracts' default. A value that isn't a percent is skipped like a missing one. When
 * content can't answer this throws, so a sale waits (its event is redelivered) rather than taking a guessed fee.
 */
@Injectable()
export class FeeConfiguration {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  async feeFor(streamerId: string): Promise<FeeInForce> {
    const [own, global] = await Promise.all([
      this.rpc.send('content.configuration', { key: platformFeeConfigKeyOf(streamerId) }),
      this.rpc.send('content.configuration', { key: PLATFORM_FEE_CONFIG_KEY }),
    ]);
    const ownBasisPoints = percentToBasisPoints(own?.value);
    if (ownBasisPoints !== null) return { basisPoints: ownBasisPoints, source: 'streamer' };
    const globalBasisPoints = percentToBasisPoints(global?.value);
    if (globalBasisPoints !== null) return { basisPoints: globalBasisPoints, source: 'configuration' };
    return { basisPoints: PLATFORM_FEE_DEFAULT_PERCENT * 100, source: 'default' };
  }
}
