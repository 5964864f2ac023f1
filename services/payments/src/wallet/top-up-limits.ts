import { Inject, Injectable } from '@nestjs/common';
import {
  Currencies,
  toMinorUnits,
  WalletTopUpConfigKeys,
  WalletTopUpDefaults,
  type Currency,
  type WalletTopUpLimitsDto,
} from '@lobby/contracts';
import { LOGGER, RPC_CLIENT, type RpcClient } from '@lobby/service-kit';
import type { Logger } from 'pino';

/** A configured amount in major units ('100', '49.99'); anything else counts as missing. */
function configuredMinor(value: string | undefined): number | null {
  if (typeof value !== 'string' || !/^\d{1,9}(\.\d{1,2})?$/.test(value.trim())) return null;
  const minor = toMinorUnits(Number(value));
  return minor > 0 ? minor : null;
}

/**
 * The smallest and largest card top-up per currency, from content's configuration (WALLET_TOP_UP_MIN_INR, …,
 * major units), else the defaults. When content doesn't answer the defaults apply: a limit is a guard, not a rate.
 */
@Injectable()
export class TopUpLimits {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  all(): Promise<WalletTopUpLimitsDto[]> {
    return Promise.all(Currencies.map((currency) => this.of(currency)));
  }

  async of(currency: Currency): Promise<WalletTopUpLimitsDto> {
    const [min, max] = await Promise.all([this.bound('min', currency), this.bound('max', currency)]);
    // A minimum above the maximum is a configuration slip: the defaults stand until staff fix it.
    if (min > max) {
      return {
        currency,
        min: toMinorUnits(WalletTopUpDefaults.min[currency]),
        max: toMinorUnits(WalletTopUpDefaults.max[currency]),
      };
    }
    return { currency, min, max };
  }

  private async bound(bound: 'min' | 'max', currency: Currency): Promise<number> {
    const key = WalletTopUpConfigKeys[bound][currency];
    const entry = await this.rpc.send('content.configuration', { key }).catch((error: unknown) => {
      this.logger.warn({ err: error, key }, 'content did not answer; using the default top-up limit');
      return null;
    });
    return configuredMinor(entry?.value) ?? toMinorUnits(WalletTopUpDefaults[bound][currency]);
  }
}
