import { Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { reminders } from '../db/schema';

export type ReminderRow = typeof reminders.$inferSelect;
export type NewReminder = typeof reminders.$inferInsert;

/** The only code that reads or writes reminders; every call joins the caller's transaction. */
@Injectable()
export class RemindersRepository {
  /** Sets an order's reminder once (a redelivered order-paid event changes nothing). */
  async add(reminder: NewReminder, tx: Executor): Promise<void> {
    await tx.insert(reminders).values(reminder).onConflictDoNothing();
  }

  async cancel(orderId: string, at: Date, tx: Executor): Promise<void> {
    await tx.update(reminders).set({ cancelledAt: at }).where(eq(reminders.orderId, orderId));
  }

  /**
   * Marks sent and answers up to `limit` reminders due between now and `dueBefore`, soonest first, claimed under
   * a row lock other replicas skip, so each one goes out once.
   */
  async claimDue(now: Date, dueBefore: Date, limit: number, tx: Executor): Promise<ReminderRow[]> {
    const { rows } = await tx.execute<Record<string, unknown>>(
      sql`SELECT order_id FROM reminders
          WHERE sent_at IS NULL AND cancelled_at IS NULL AND starts_at <= ${dueBefore} AND starts_at > ${now}
          ORDER BY starts_at LIMIT ${limit} FOR UPDATE SKIP LOCKED`,
    );
    const orderIds = rows.map((row) => row.order_id as string);
    if (orderIds.length === 0) return [];
    return tx
      .update(reminders)
      .set({ sentAt: now })
      .where(sql`${reminders.orderId} IN ${orderIds}`)
      .returning();
  }
}
