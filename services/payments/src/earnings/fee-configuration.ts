import { Inject, Injectable } from '@nestjs/common';
import {
  PLATFORM_FEE_CONFIG_KEY,
  PLATFORM_FEE_DEFAULT_PERCENT,
  PayoutTaxConfigKeys,
  PayoutTaxDefaults,
  platformFeeConfigKeyOf,
} from '@lobby/contracts';
import { RPC_CLIENT, type RpcClient } from '@lobby/service-kit';
import { percentToBasisPoints, type BasisPoints, type SaleRates } from './sale-split';

export interface FeeInForce {
  basisPoints: BasisPoints;
  source: 'streamer' | 'configuration' | 'default';
}

export interface RatesInForce {
  fee: FeeInForce;
  /** The rates a sale of the streamer is split at now (`serviceGst` is 0 without a GSTIN). */
  rates: SaleRates;
  /** The configured GST on a streamer's own service, whether or not this streamer charges it. */
  indirectTax: BasisPoints;
  /** The streamer's GSTIN from onboarding; null: they charge no GST on their sessions. */
  gstin: string | null;
}

const percentAsBasisPoints = (percent: number): BasisPoints => Math.round(percent * 100);

/**
 * The platform fee in force for a streamer, from content's configuration: the streamer's own key, else the
 * global key, else the contracts' default; and the taxes on a sale (GST on the fee, TDS, and the GST on the
 * streamer's own service when identity has their GSTIN), from their keys else spec §9's defaults. A value that
 * isn't a percent is skipped like a missing one. When content or identity can't answer this throws, so a sale
 * waits (its event is redelivered) rather than taking a guessed rate.
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

  async ratesFor(streamerId: string): Promise<RatesInForce> {
    const [fee, feeGst, tds, indirectTax, { gstin }] = await Promise.all([
      this.feeFor(streamerId),
      this.rpc.send('content.configuration', { key: PayoutTaxConfigKeys.platformFeeIndirectTaxPercent }),
      this.rpc.send('content.configuration', { key: PayoutTaxConfigKeys.tdsPercent }),
      this.rpc.send('content.configuration', { key: PayoutTaxConfigKeys.indirectTaxPercent }),
      this.rpc.send('identity.streamerGstin', { streamerId }),
    ]);
    const serviceGst =
      percentToBasisPoints(indirectTax?.value) ?? percentAsBasisPoints(PayoutTaxDefaults.indirectTaxPercent);
    return {
      fee,
      rates: {
        fee: fee.basisPoints,
        feeGst:
          percentToBasisPoints(feeGst?.value) ??
          percentAsBasisPoints(PayoutTaxDefaults.platformFeeIndirectTaxPercent),
        tds: percentToBasisPoints(tds?.value) ?? percentAsBasisPoints(PayoutTaxDefaults.tdsPercent),
        serviceGst: gstin === null ? 0 : serviceGst,
      },
      indirectTax: serviceGst,
      gstin,
    };
  }
}
