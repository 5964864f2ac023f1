import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Currency } from '@lobby/contracts';
import { APP_CONFIG, DATABASE, newId } from '@lobby/service-kit';
import type { Executor, PaymentsDatabase } from '../db/database';
import type { PaymentsConfig } from '../payments.config';
import { payoutLines, payouts, playValidations } from '../db/schema';
import { lockStreamerPayouts } from '../earnings/ledger-postings';

export type PayoutRow = typeof payouts.$inferSelect;

/** A payout line as read: its kind and signed figures (a reversal's are negative), with its sale's details. */
export interface LineRow {
  orderId: string;
  lineKind: 'sale' | 'reversal';
  saleKind: 'slot' | 'vip';
  title: string;
  gigId: string | null;
  liveSessionId: string | null;
  userId: string;
  currency: Currency;
  paidAt: Date;
  reversedAt: Date | null;
  gross: number;
  fee: number;
  feeGst: number;
  tds: number;
  net: number;
  serviceGst: number;
  feeBasisPoints: number;
  feeGstBasisPoints: number;
  tdsBasisPoints: number;
  serviceGstBasisPoints: number;
  payoutId: string | null;
  /** Paid through the sandbox card (development's stand-in for one). */
  sandbox: boolean;
}

type RawLine = {
  order_id: string;
  line_kind: 'sale' | 'reversal';
  kind: 'slot' | 'vip';
  title: string;
  gig_id: string | null;
  live_session_id: string | null;
  user_id: string;
  currency: Currency;
  paid_at: Date | string;
  reversed_at: Date | string | null;
  gross_minor: string | number;
  fee_minor: string | number;
  fee_gst_minor: string | number;
  tds_minor: string | number;
  net_minor: string | number;
  service_gst_minor: string | number;
  fee_basis_points: number;
  fee_gst_basis_points: number;
  tds_basis_points: number;
  service_gst_basis_points: number;
  payout_id?: string | null;
  sandbox: boolean;
};

const SALE_COLUMNS = sql.raw(`s.order_id, s.kind, s.title, s.gig_id, s.live_session_id, s.user_id, s.currency,
  s.paid_at, s.reversed_at, s.fee_basis_points, s.fee_gst_basis_points, s.tds_basis_points,
  s.service_gst_basis_points, s.sandbox`);

/**
 * A sale that can be paid out: booked in the ledger, or a ₹0 order (a promo covered the whole price; it has no
 * entries, and is listed with zeros so a payout names every order played).
 */
const BOOKED_SALE = sql.raw(`(s.sale_transaction_id IS NOT NULL OR s.gross_minor = 0)`);

/** The figures of a line, as columns of sales and payout_lines (`service_gst` is a part of `net`). */
const FIGURES = ['gross', 'fee', 'fee_gst', 'tds', 'net', 'service_gst'];

/** A sale line's figures: the sale's split, or after a refund before any payout the split of what was kept. */
const SALE_FIGURES = sql.raw(
  FIGURES.map(
    (name) =>
      `CASE WHEN s.reversed_at IS NULL THEN s.${name}_minor ELSE s.kept_${name}_minor END AS ${name}_minor`,
  ).join(', '),
);

/** A reversal line's figures: what the refund after the payout took back, negative. */
const REVERSAL_FIGURES = sql.raw(
  FIGURES.map((name) => `s.kept_${name}_minor - s.${name}_minor AS ${name}_minor`).join(', '),
);

/** A payout line's own figures, as they were when it was merged. */
const LINE_FIGURES = sql.raw(FIGURES.map((name) => `pl.${name}_minor`).join(', '));

/** The only code that reads and writes payouts, their lines and played validations. */
@Injectable()
export class PayoutsRepository {
  /**
   * Which sales may be paid out: all in development (the sandbox stands in for a card there, labelled on the
   * sheet), only real payments in production, where a sandbox sale is play money that must never leave as a payout.
   */
  private readonly payableSale: ReturnType<typeof sql.raw>;

  constructor(
    @Inject(DATABASE) private readonly db: PaymentsDatabase,
    @Inject(APP_CONFIG) config: PaymentsConfig,
  ) {
    this.payableSale = sql.raw(config.production ? 'NOT s.sandbox' : 'TRUE');
  }

  /** Runs `work` in one transaction holding the streamer's payouts lock (see lockStreamerPayouts). */
  underLock<T>(streamerId: string, work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await lockStreamerPayouts(tx, streamerId);
      return work(tx);
    });
  }

  /**
   * The streamer's remaining lines: paid sales (slot orders and VIP places alike, ₹0 ones with zeros) validated
   * played, not refunded and in no payout, and sales cancelled before any payout with a part or all of the
   * payment kept (a cancellation policy kept it: it is the streamer's without a game), at what was kept; and
   * refunds after a payout, in no payout yet.
   */
  async remainingLines(streamerId: string, executor: Executor = this.db): Promise<LineRow[]> {
    const result = await executor.execute<RawLine>(sql`
      SELECT ${SALE_COLUMNS}, ${SALE_FIGURES}, 'sale' AS line_kind FROM sales s
        LEFT JOIN play_validations v ON v.order_id = s.order_id
        WHERE s.streamer_id = ${streamerId} AND ${BOOKED_SALE} AND ${this.payableSale}
          AND ((s.reversed_at IS NULL AND v.played IS TRUE)
            OR (s.reversed_at IS NOT NULL AND NOT s.refund_after_payout AND s.kept_gross_minor > 0))
          AND NOT EXISTS (SELECT 1 FROM payout_lines pl WHERE pl.order_id = s.order_id AND pl.kind = 'sale')
      UNION ALL
      SELECT ${SALE_COLUMNS}, ${REVERSAL_FIGURES}, 'reversal' AS line_kind FROM sales s
        WHERE s.streamer_id = ${streamerId} AND s.refund_after_payout AND ${this.payableSale}
          AND NOT EXISTS (SELECT 1 FROM payout_lines pl WHERE pl.order_id = s.order_id AND pl.kind = 'reversal')
      ORDER BY paid_at, order_id, line_kind`);
    return result.rows.map(lineOf);
  }

  /** Paid orders and VIP places, not reversed and in no payout, that staff haven't validated yet, per currency. */
  async awaitingValidation(streamerId: string): Promise<Map<Currency, number>> {
    const result = await this.db.execute<{ currency: Currency; n: string }>(sql`
      SELECT s.currency, count(*) AS n FROM sales s
        LEFT JOIN play_validations v ON v.order_id = s.order_id
        WHERE s.streamer_id = ${streamerId} AND ${BOOKED_SALE} AND ${this.payableSale}
          AND s.reversed_at IS NULL AND v.order_id IS NULL
          AND NOT EXISTS (SELECT 1 FROM payout_lines pl WHERE pl.order_id = s.order_id AND pl.kind = 'sale')
        GROUP BY s.currency`);
    return new Map(result.rows.map((row) => [row.currency, Number(row.n)]));
  }

  async linesOf(payoutIds: string[], executor: Executor = this.db): Promise<LineRow[]> {
    if (payoutIds.length === 0) return [];
    const result = await executor.execute<RawLine>(sql`
      SELECT ${SALE_COLUMNS}, ${LINE_FIGURES},
          pl.kind AS line_kind, pl.payout_id FROM payout_lines pl
        JOIN sales s ON s.order_id = pl.order_id
        WHERE pl.payout_id IN (${sql.join(
          payoutIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        ORDER BY s.paid_at, s.order_id, pl.kind`);
    return result.rows.map(lineOf);
  }

  async payout(payoutId: string, executor: Executor = this.db): Promise<PayoutRow | undefined> {
    const [row] = await executor.select().from(payouts).where(eq(payouts.id, payoutId));
    return row;
  }

  async draftOf(tx: Executor, streamerId: string, currency: Currency): Promise<PayoutRow | undefined> {
    const [row] = await tx
      .select()
      .from(payouts)
      .where(
        and(eq(payouts.streamerId, streamerId), eq(payouts.currency, currency), eq(payouts.status, 'draft')),
      );
    return row;
  }

  async createDraft(tx: Executor, streamerId: string, currency: Currency, createdBy: string, at: Date) {
    const [row] = await tx
      .insert(payouts)
      .values({ id: newId(), streamerId, currency, status: 'draft', createdBy, createdAt: at, updatedAt: at })
      .returning();
    return row;
  }

  /** Adds the lines with their figures as they are now (a completed payout's lines never change). */
  async addLines(tx: Executor, payoutId: string, lines: LineRow[], at: Date) {
    if (lines.length === 0) return;
    await tx.insert(payoutLines).values(
      lines.map((line) => ({
        payoutId,
        orderId: line.orderId,
        kind: line.lineKind,
        grossMinor: line.gross,
        feeMinor: line.fee,
        feeGstMinor: line.feeGst,
        tdsMinor: line.tds,
        netMinor: line.net,
        serviceGstMinor: line.serviceGst,
        createdAt: at,
      })),
    );
    await tx.update(payouts).set({ updatedAt: at }).where(eq(payouts.id, payoutId));
  }

  /** Removes the payout's lines of these orders; answers how many went. */
  async removeLines(tx: Executor, payoutId: string, orderIds: string[], at: Date): Promise<number> {
    const removed = await tx
      .delete(payoutLines)
      .where(and(eq(payoutLines.payoutId, payoutId), inArray(payoutLines.orderId, orderIds)))
      .returning({ orderId: payoutLines.orderId });
    await tx.update(payouts).set({ updatedAt: at }).where(eq(payouts.id, payoutId));
    return removed.length;
  }

  async deletePayout(tx: Executor, payoutId: string): Promise<void> {
    await tx.delete(payouts).where(eq(payouts.id, payoutId));
  }

  async markCompleted(
    tx: Executor,
    payoutId: string,
    completion: { transferReference: string; transactionId: string; completedBy: string; at: Date },
  ): Promise<void> {
    await tx
      .update(payouts)
      .set({
        status: 'completed',
        transferReference: completion.transferReference,
        transactionId: completion.transactionId,
        completedBy: completion.completedBy,
        completedAt: completion.at,
        updatedAt: completion.at,
      })
      .where(eq(payouts.id, payoutId));
  }

  async drafts(streamerId: string): Promise<PayoutRow[]> {
    return this.db
      .select()
      .from(payouts)
      .where(and(eq(payouts.streamerId, streamerId), eq(payouts.status, 'draft')))
      .orderBy(desc(payouts.createdAt), desc(payouts.id));
  }

  /** Completed payouts, newest created first (spec §9 created_desc). */
  async completed(streamerId: string, offset: number, limit: number) {
    const where = and(eq(payouts.streamerId, streamerId), eq(payouts.status, 'completed'));
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(payouts)
        .where(where)
        .orderBy(desc(payouts.createdAt), desc(payouts.id))
        .offset(offset)
        .limit(limit),
      this.db.select({ n: count() }).from(payouts).where(where),
    ]);
    return { rows, total: total.n };
  }

  /**
   * Keeps the latest validation of an order (a later `validatedAt` wins, an older or repeated one changes
   * nothing). A sale validated not played leaves a draft payout; one already paid out stays paid. Answers
   * whether the validation was kept.
   */
  async recordValidation(validation: typeof playValidations.$inferInsert): Promise<boolean> {
    return this.underLock(validation.streamerId, async (tx) => {
      const kept = await tx
        .insert(playValidations)
        .values(validation)
        .onConflictDoUpdate({
          target: playValidations.orderId,
          set: {
            played: validation.played,
            validatedBy: validation.validatedBy,
            validatedAt: validation.validatedAt,
          },
          setWhere: sql`${playValidations.validatedAt} < excluded.validated_at`,
        })
        .returning({ orderId: playValidations.orderId });
      if (kept.length === 0) return false;
      // A partly refunded sale is paid out at what was kept, game or not: its line stays.
      if (!validation.played)
        await tx.execute(sql`
          DELETE FROM payout_lines pl USING payouts p, sales s
            WHERE pl.order_id = ${validation.orderId} AND pl.kind = 'sale' AND p.id = pl.payout_id
              AND p.status = 'draft' AND s.order_id = pl.order_id AND s.reversed_at IS NULL`);
      return true;
    });
  }
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function lineOf(row: RawLine): LineRow {
  return {
    orderId: row.order_id,
    lineKind: row.line_kind,
    saleKind: row.kind,
    title: row.title,
    gigId: row.gig_id,
    liveSessionId: row.live_session_id,
    userId: row.user_id,
    currency: row.currency,
    paidAt: toDate(row.paid_at),
    reversedAt: row.reversed_at === null ? null : toDate(row.reversed_at),
    gross: Number(row.gross_minor),
    fee: Number(row.fee_minor),
    feeGst: Number(row.fee_gst_minor),
    tds: Number(row.tds_minor),
    net: Number(row.net_minor),
    serviceGst: Number(row.service_gst_minor),
    feeBasisPoints: row.fee_basis_points,
    feeGstBasisPoints: row.fee_gst_basis_points,
    tdsBasisPoints: row.tds_basis_points,
    serviceGstBasisPoints: row.service_gst_basis_points,
    payoutId: row.payout_id ?? null,
    sandbox: row.sandbox === true,
  };
}
