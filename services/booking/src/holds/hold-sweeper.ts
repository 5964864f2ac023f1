import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { APP_CONFIG, LOGGER } from '@lobby/service-kit';
import type { BookingConfig } from '../booking.config';
import { HoldsService } from './holds.service';

/**
 * Expires holds on a timer in every replica: orders' seats and unpaid VIP queue places. The expiry statement
 * skips rows another replica has locked, so replicas running it at the same moment share the work instead of
 * releasing anything twice.
 */
@Injectable()
export class HoldSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly holds: HoldsService,
    @Inject(APP_CONFIG) private readonly config: BookingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.sweepIntervalMs <= 0) return;
    this.timer = setInterval(() => void this.sweep(), this.config.sweepIntervalMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** One pass; a pass still running is joined rather than started again. */
  sweep(): Promise<number> {
    this.running ??= this.holds
      .expireDue()
      .then(({ slot, vip }) => {
        if (slot > 0) this.logger.info({ expired: slot }, 'expired holds released their seats');
        if (vip > 0) this.logger.info({ expired: vip }, 'expired unpaid VIP queue places');
        return slot + vip;
      })
      .catch((error: unknown) => {
        this.logger.error({ err: error }, 'expiring holds failed; will retry');
        return 0;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }
}
