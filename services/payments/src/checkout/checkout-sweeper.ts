import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, LOGGER } from '@lobby/service-kit';
import type { Logger } from 'pino';
import type { PaymentsConfig } from '../payments.config';
import { CheckoutService } from './checkout.service';

/** Closes checkout sessions the buyer abandoned, on a timer in every replica (closing is idempotent). */
@Injectable()
export class CheckoutSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly checkout: CheckoutService,
    @Inject(APP_CONFIG) private readonly config: PaymentsConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.checkoutSweepIntervalMs <= 0) return;
    this.timer = setInterval(() => void this.sweep(), this.config.checkoutSweepIntervalMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  sweep(): Promise<void> {
    this.running ??= this.checkout
      .expireStale()
      .then((closed) => {
        if (closed > 0) this.logger.info({ closed }, 'closed abandoned checkout sessions');
      })
      .catch((error: unknown) => this.logger.error({ err: error }, 'closing abandoned checkouts failed'))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }
}
