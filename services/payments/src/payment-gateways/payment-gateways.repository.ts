import { Inject, Injectable } from '@nestjs/common';
import { asc, eq } from 'drizzle-orm';
import { DATABASE } from '@lobby/service-kit';
import type { PaymentsDatabase } from '../db/database';
import { paymentGateways } from '../db/schema';

export type PaymentGatewayRow = typeof paymentGateways.$inferSelect;

/** The only code that reads or writes payment gateways. */
@Injectable()
export class PaymentGatewaysRepository {
  constructor(@Inject(DATABASE) private readonly db: PaymentsDatabase) {}

  async all(): Promise<PaymentGatewayRow[]> {
    return this.db
      .select()
      .from(paymentGateways)
      .orderBy(asc(paymentGateways.priority), asc(paymentGateways.name));
  }

  async update(
    id: string,
    changes: Partial<Pick<PaymentGatewayRow, 'priority' | 'isActive'>>,
  ): Promise<PaymentGatewayRow | undefined> {
    const [row] = await this.db
      .update(paymentGateways)
      .set(changes)
      .where(eq(paymentGateways.id, id))
      .returning();
    return row;
  }
}
