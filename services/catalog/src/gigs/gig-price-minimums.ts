import { Inject, Injectable } from '@nestjs/common';
import { GigPriceConfigKeys, GigPriceMinimumDefaults, type Currency } from '@lobby/contracts';
import { LOGGER, RPC_CLIENT, type RpcClient } from '@lobby/service-kit';
import type { Logger } from 'pino';

const MINIMUM_PATTERN = /^\d{1,7}(?:\.\d{1,2})?$/;

/** The configured minimum when it is a number of at most two decimals, else the default (major units). */
export function gigPriceMinimum(currency: Currency, configured: string | null | undefined): number {
  const text = configured?.trim();
  return text !== undefined && MINIMUM_PATTERN.test(text) ? Number(text) : GigPriceMinimumDefaults[currency];
}

/** The lowest gig price per currency, read from content's configuration (MINIMUM_GIG_PRICE_INR / _USD). */
@Injectable()
export class GigPriceMinimums {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async all(): Promise<Record<Currency, number>> {
    const [INR, USD] = await Promise.all([this.of('INR'), this.of('USD')]);
    return { INR, USD };
  }

  /** The default when the key is unset or content can't answer: a gig is never refused for content being down. */
  async of(currency: Currency): Promise<number> {
    const key = GigPriceConfigKeys[currency];
    const entry = await this.rpc.send('content.configuration', { key }).catch((error: unknown) => {
      this.logger.warn({ err: error, key }, 'content did not answer; using the default gig price minimum');
      return null;
    });
    return gigPriceMinimum(currency, entry?.value);
  }
}
