import { Inject, Injectable } from '@nestjs/common';
import type { OrderLabelsDto } from '@lobby/contracts';
import { LOGGER, RPC_CLIENT, type RpcClient } from '@lobby/service-kit';
import type { Logger } from 'pino';

/** How a payout names orders and people: the order's number and the person's name, the id when unknown. */
export class PayoutLabels {
  /** Ids for labels, where only the figures matter (a payout's totals). */
  static readonly none = new PayoutLabels({ orderNumbers: {}, people: {} });

  constructor(private readonly labels: OrderLabelsDto) {}

  orderNumber(orderId: string): string {
    return this.labels.orderNumbers[orderId] ?? orderId;
  }

  name(personId: string): string {
    const person = this.labels.people[personId];
    return person ? person.fullName || person.username : personId;
  }
}

/** Asks booking (which keeps orders and a read model of people) for the labels of a payout's ids. */
@Injectable()
export class PayoutLabelsSource {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** When booking can't answer, the ids stand in: a payout is never withheld for want of its labels. */
  async of(orderIds: string[], personIds: string[]): Promise<PayoutLabels> {
    const unique = (ids: string[]) => [...new Set(ids)];
    if (orderIds.length === 0 && personIds.length === 0) return PayoutLabels.none;
    const labels = await this.rpc
      .send('booking.orderLabels', { orderIds: unique(orderIds), personIds: unique(personIds) })
      .catch((error: unknown) => {
        this.logger.warn({ err: error }, 'booking did not answer; payouts show ids instead of labels');
        return null;
      });
    return labels ? new PayoutLabels(labels) : PayoutLabels.none;
  }
}
