import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { DATABASE, isUniqueViolation, newId } from '@lobby/service-kit';
import type { Executor, PaymentsDatabase } from '../db/database';
import { promoCodes, promoUses } from '../db/schema';

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type NewPromoCode = typeof promoCodes.$inferInsert;
export type PromoUseRow = typeof promoUses.$inferSelect;

/** What the service decides inside the reservation transaction, with the code's row locked. */
export type ReserveDecision = (
  code: PromoCodeRow,
  facts: { existingUse: PromoUseRow | undefined; fanUses: number },
) => void;

export type ReserveResult =
  'not_found' | 'used_up' | { code: PromoCodeRow; use: PromoUseRow; created: boolean };

/** The only code that reads or writes promo codes and their uses. */
@Injectable()
export class PromoCodesRepository {
  constructor(@Inject(DATABASE) private readonly db: PaymentsDatabase) {}

  /** Null when the code (compared ignoring case) already exists. */
  async create(values: Omit<NewPromoCode, 'id'>, executor: Executor = this.db): Promise<PromoCodeRow | null> {
    try {
      const [row] = await executor
        .insert(promoCodes)
        .values({ id: newId(), ...values })
        .returning();
      return row;
    } catch (error) {
      if (isUniqueViolation(error, 'promo_codes_code_unique')) return null;
      throw error;
    }
  }

  /** A code not deleted (a deleted one is found by no lookup, list or checkout). */
  async find(id: string): Promise<PromoCodeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(promoCodes)
      .where(and(eq(promoCodes.id, id), isNull(promoCodes.deletedAt)));
    return row;
  }

  /** New rules for a code not deleted; null when its new text is another code's; undefined when it is gone. */
  async update(
    id: string,
    values: Partial<Omit<NewPromoCode, 'id'>>,
    executor: Executor = this.db,
  ): Promise<PromoCodeRow | null | undefined> {
    try {
      const [row] = await executor
        .update(promoCodes)
        .set(values)
        .where(and(eq(promoCodes.id, id), isNull(promoCodes.deletedAt)))
        .returning();
      return row;
    } catch (error) {
      if (isUniqueViolation(error, 'promo_codes_code_unique')) return null;
      throw error;
    }
  }

  /** Marks the code deleted (the row stays for the orders that used it); undefined when already gone. */
  async softDelete(id: string, at: Date, executor: Executor = this.db): Promise<PromoCodeRow | undefined> {
    const [row] = await executor
      .update(promoCodes)
      .set({ deletedAt: at, isActive: false })
      .where(and(eq(promoCodes.id, id), isNull(promoCodes.deletedAt)))
      .returning();
    return row;
  }

  async findByCode(code: string, executor: Executor = this.db): Promise<PromoCodeRow | undefined> {
    const [row] = await executor
      .select()
      .from(promoCodes)
      .where(and(sql`lower(${promoCodes.code}) = lower(${code})`, isNull(promoCodes.deletedAt)));
    return row;
  }

  /** A streamer's own codes plus the platform-wide ones staff made for everybody, newest first. */
  async forStreamer(streamerId: string): Promise<PromoCodeRow[]> {
    return this.db
      .select()
      .from(promoCodes)
      .where(
        and(
          or(eq(promoCodes.streamerId, streamerId), isNull(promoCodes.streamerId)),
          isNull(promoCodes.deletedAt),
        ),
      )
      .orderBy(desc(promoCodes.createdAt));
  }

  /**
   * Staff's list of every code, newest first: one streamer's (`streamerId`), the platform-wide ones (`null`) or all
   * (`undefined`), optionally those whose code contains `search` (ignoring case).
   */
  async page(
    filter: { streamerId: string | null | undefined; search: string | undefined },
    offset: number,
    limit: number,
  ): Promise<{ rows: PromoCodeRow[]; total: number }> {
    const conditions: SQL[] = [isNull(promoCodes.deletedAt)];
    if (filter.streamerId === null) conditions.push(isNull(promoCodes.streamerId));
    else if (filter.streamerId !== undefined) conditions.push(eq(promoCodes.streamerId, filter.streamerId));
    if (filter.search)
      conditions.push(ilike(promoCodes.code, `%${filter.search.replace(/[\\%_]/g, '\\$&')}%`));
    const where = and(...conditions);
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(promoCodes)
        .where(where)
        .orderBy(desc(promoCodes.createdAt), desc(promoCodes.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(promoCodes).where(where),
    ]);
    return { rows, total };
  }

  /** Flips isActive in one statement, so two toggles at once flip twice. */
  async toggle(id: string, executor: Executor = this.db): Promise<PromoCodeRow | undefined> {
    const [row] = await executor
      .update(promoCodes)
      .set({ isActive: sql`NOT ${promoCodes.isActive}` })
      .where(and(eq(promoCodes.id, id), isNull(promoCodes.deletedAt)))
      .returning();
    return row;
  }

  async fanUses(promoCodeId: string, userId: string, executor: Executor = this.db): Promise<number> {
    const [row] = await executor
      .select({ uses: count() })
      .from(promoUses)
      .where(
        and(
          eq(promoUses.promoCodeId, promoCodeId),
          eq(promoUses.userId, userId),
          isNull(promoUses.releasedAt),
        ),
      );
    return row?.uses ?? 0;
  }

  /**
   * Counts one use of a code for an order. The code's row is locked (`FOR UPDATE`) for the whole
   * transaction, so reservations of one code run one after another: the per-fan count read under the
   * lock stays true until commit, and the total is raised by a conditional UPDATE that the CHECK backs.
   * `decide` throws to refuse. Returns the order's use and whether it was new.
   */
  async reserve(
    code: string,
    userId: string,
    orderId: string,
    decide: ReserveDecision,
  ): Promise<ReserveResult> {
    return this.db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(promoCodes)
        .where(and(sql`lower(${promoCodes.code}) = lower(${code})`, isNull(promoCodes.deletedAt)))
        .for('update');
      if (!locked) return 'not_found';
      const [existingUse] = await tx
        .select()
        .from(promoUses)
        .where(and(eq(promoUses.orderId, orderId), isNull(promoUses.releasedAt)));
      const fanUses = await this.fanUses(locked.id, userId, tx);
      decide(locked, { existingUse, fanUses });
      if (existingUse) return { code: locked, use: existingUse, created: false };

      const [counted] = await tx
        .update(promoCodes)
        .set({ usesCount: sql`${promoCodes.usesCount} + 1` })
        .where(
          and(
            eq(promoCodes.id, locked.id),
            or(isNull(promoCodes.maxUses), sql`${promoCodes.usesCount} < ${promoCodes.maxUses}`),
          ),
        )
        .returning();
      if (!counted) return 'used_up';
      const [use] = await tx
        .insert(promoUses)
        .values({ id: newId(), promoCodeId: locked.id, userId, orderId })
        .returning();
      return { code: counted, use, created: true };
    });
  }

  /** Gives the order's use back. Locks the code first, then the use, in the same order as `reserve`. */
  async release(orderId: string, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [active] = await tx
        .select({ promoCodeId: promoUses.promoCodeId })
        .from(promoUses)
        .where(and(eq(promoUses.orderId, orderId), isNull(promoUses.releasedAt)));
      if (!active) return false;
      await tx
        .select({ id: promoCodes.id })
        .from(promoCodes)
        .where(eq(promoCodes.id, active.promoCodeId))
        .for('update');
      const released = await tx
        .update(promoUses)
        .set({ releasedAt: now })
        .where(and(eq(promoUses.orderId, orderId), isNull(promoUses.releasedAt)))
        .returning({ promoCodeId: promoUses.promoCodeId });
      if (released.length === 0) return false;
      await tx
        .update(promoCodes)
        .set({ usesCount: sql`${promoCodes.usesCount} - 1` })
        .where(eq(promoCodes.id, active.promoCodeId));
      return true;
    });
  }
}
