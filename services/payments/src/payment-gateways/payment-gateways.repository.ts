import { Inject, Injectable } from '@nestjs/common';
import { asc, eq } from 'drizzle-orm';
import { DATABASE } from '@lobby/service-kit';
import type { Executor, PaymentsDatabase } from '../db/database';
import { paymentGateways } from '../db/schema';

export type PaymentGatewayRow = typeof paymentGateways.$inferSelect;

/** The only code that reads or writes payment gateways. */
@Injectable()
export class PaymentGatewaysRepository {
  constructor(@Inject(DATABASE) private readonly db: PaymentsDatabase) {}

  async all(executor: Executor = this.db): Promise<PaymentGatewayRow[]> {
    return executor
      .select()
      .from(paymentGateways)
      .orderBy(asc(paymentGateways.priority), asc(paymentGateways.name));
  }

  /** Every gateway, locked for the caller's transaction: two saves at once can't both switch off the last one. */
  async lockAll(executor: Executor): Promise<PaymentGatewayRow[]> {
    return executor
      .select()
      .from(paymentGateways)
      .orderBy(asc(paymentGateways.priority), asc(paymentGateways.name))
      .for('update');
  }

  async update(
    id: string,
    changes: Partial<Pick<PaymentGatewayRow, 'priority' | 'isActive'>>,
    executor: Executor = this.db,
  ): Promise<PaymentGatewayRow | undefined> {
    const [row] = await executor
      .update(paymentGateways)
      .set(changes)
      .where(eq(paymentGateways.id, id))
      .returning();
    return row;
  }
}
