import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, RPC_CLIENT, type RpcClient } from '@lobby/service-kit';
import type { Logger } from 'pino';

/**
 * Booking's holds as payments reaches them over NATS. The durable way a hold goes is `payment-failed` in the
 * outbox; asking booking too, while the buyer waits, frees the seats before the answer, so the fan who books
 * again at once finds them.
 */
@Injectable()
export class BookingHolds {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Releases the hold now, whatever its kind (booking's holds share their ids with orders and VIP places).
   * Never throws: should booking not answer, the event (or the hold's own end) frees it.
   */
  async releaseNow(userId: string, holdId: string): Promise<void> {
    try {
      await this.rpc.send('booking.releaseHold', { userId, orderId: holdId });
    } catch (error) {
      this.logger.warn({ err: error, holdId }, 'booking did not release the hold now; the event will');
    }
  }
}
