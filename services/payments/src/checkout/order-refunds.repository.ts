import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { DATABASE } from '@lobby/service-kit';
import type { Executor, PaymentsDatabase } from '../db/database';
import { checkoutSessions, orderRefunds } from '../db/schema';
import type { CheckoutSessionRow } from './checkout.repository';

export type OrderRefundRow = typeof orderRefunds.$inferSelect;
export type NewOrderRefund = typeof orderRefunds.$inferInsert;

/** The only code that reads or writes order refunds. */
@Injectable()
export class OrderRefundsRepository {
  constructor(@Inject(DATABASE) private readonly db: PaymentsDatabase) {}

  /** Records the refund due unless the order has one already; answers the order's one row either way. */
  async claim(refund: NewOrderRefund): Promise<OrderRefundRow> {
    await this.db.insert(orderRefunds).values(refund).onConflictDoNothing();
    return (await this.find(refund.orderId))!;
  }

  async find(orderId: string, executor: Executor = this.db): Promise<OrderRefundRow | undefined> {
    const [row] = await executor.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
    return row;
  }

  async lock(tx: Executor, orderId: string): Promise<OrderRefundRow | undefined> {
    const [row] = await tx.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)).for('update');
    return row;
  }

  async ofCharge(chargeRef: string): Promise<OrderRefundRow[]> {
    return this.db.select().from(orderRefunds).where(eq(orderRefunds.chargeRef, chargeRef));
  }

  async settle(
    executor: Executor,
    orderId: string,
    changes: Pick<OrderRefundRow, 'status' | 'refundRef' | 'chargeRef' | 'settledAt'>,
  ): Promise<OrderRefundRow> {
    const [row] = await executor
      .update(orderRefunds)
      .set(changes)
      .where(eq(orderRefunds.orderId, orderId))
      .returning();
    return row;
  }

  /** The session that paid the order (still paid, or refunded since). */
  async paidSessionOf(orderId: string): Promise<CheckoutSessionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(checkoutSessions)
      .where(
        and(eq(checkoutSessions.orderId, orderId), inArray(checkoutSessions.status, ['paid', 'refunded'])),
      )
      .orderBy(desc(checkoutSessions.createdAt))
      .limit(1);
    return row;
  }
}
