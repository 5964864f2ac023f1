import { Inject, Injectable } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import type { Currency } from '@lobby/contracts';
import { DATABASE, knowsTimeZone, localDate, localWindowStart } from '@lobby/service-kit';
import type { Executor, PaymentsDatabase } from '../db/database';
import { accounts, ledgerEntries, payoutLines, payouts, pendingSaleReversals, sales } from '../db/schema';
import { systemAccount } from '../wallet/wallet.repository';
import {
  earningsAccount,
  lockStreamerPayouts,
  platformFeeAccount,
  platformFeeGstAccount,
  postTransaction,
  tdsPayableAccount,
} from './ledger-postings';
import { splitSale, type SaleRates, type SaleSplit } from './sale-split';

export { earningsAccount, platformFeeAccount } from './ledger-postings';

export interface NewSale {
  orderId: string;
  kind: 'slot' | 'vip';
  streamerId: string;
  userId: string;
  gigId: string | null;
  liveSessionId: string | null;
  currency: Currency;
  title: string;
  rates: SaleRates;
  split: SaleSplit;
  /** The streamer's GSTIN at the sale (rates.serviceGst is 0 without one). */
  streamerGstin: string | null;
  paidAt: Date;
  /** Paid through the sandbox card: marked on the sale and its ledger transaction. */
  sandbox: boolean;
}

export type SaleRow = typeof sales.$inferSelect;

/** The only code that writes sales and their ledger transactions, and reads earnings back from the entries. */
@Injectable()
export class EarningsRepository {
  constructor(@Inject(DATABASE) private readonly db: PaymentsDatabase) {}

  /**
   * Books a sale once per order: sales (`system:payment`, where card and wallet payments land) gives the amount
   * paid; the streamer's earnings account takes the net, and the platform fee, the GST on it and the TDS go to
   * their own accounts; the entries sum to zero and are dated when the order was paid. A refund that came first
   * is reversed at once. Returns false when the order was booked before.
   */
  async recordSale(sale: NewSale): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await lockOrder(tx, sale.orderId);
      const [claimed] = await tx
        .insert(sales)
        .values({
          orderId: sale.orderId,
          kind: sale.kind,
          streamerId: sale.streamerId,
          userId: sale.userId,
          gigId: sale.gigId,
          liveSessionId: sale.liveSessionId,
          currency: sale.currency,
          title: sale.title,
          sandbox: sale.sandbox,
          feeBasisPoints: sale.rates.fee,
          feeGstBasisPoints: sale.rates.feeGst,
          tdsBasisPoints: sale.rates.tds,
          serviceGstBasisPoints: sale.rates.serviceGst,
          streamerGstin: sale.streamerGstin,
          grossMinor: sale.split.gross,
          feeMinor: sale.split.fee,
          feeGstMinor: sale.split.feeGst,
          tdsMinor: sale.split.tds,
          netMinor: sale.split.net,
          serviceGstMinor: sale.split.serviceGst,
          paidAt: sale.paidAt,
        })
        .onConflictDoNothing()
        .returning({ orderId: sales.orderId });
      if (!claimed) return false;
      if (sale.split.gross === 0) return true;
      const transactionId = await postTransaction(tx, {
        idempotencyKey: `sale:${sale.orderId}`,
        kind: 'sale',
        userId: sale.userId,
        amount: sale.split.gross,
        currency: sale.currency,
        at: sale.paidAt,
        postings: [
          { account: systemAccount('payment', sale.currency), amount: -sale.split.gross },
          { account: earningsAccount(sale.streamerId, sale.currency), amount: sale.split.net },
          { account: platformFeeAccount(sale.currency), amount: sale.split.fee },
          { account: platformFeeGstAccount(sale.currency), amount: sale.split.feeGst },
          { account: tdsPayableAccount(sale.currency), amount: sale.split.tds },
        ],
        streamerId: sale.streamerId,
        sandbox: sale.sandbox,
      });
      await tx.update(sales).set({ saleTransactionId: transactionId }).where(eq(sales.orderId, sale.orderId));
      const [pending] = await tx
        .select()
        .from(pendingSaleReversals)
        .where(eq(pendingSaleReversals.orderId, sale.orderId));
      if (pending) await this.reverseIn(tx, sale.orderId, pending.refundedAt, pending.amountMinor);
      return true;
    });
  }

  /**
   * Reverses a refunded sale, in full or (`amount` less than was paid, even 0: a cancellation policy kept a part
   * or all of it) down to the split of what was kept at the sale's own rates: one transaction posting, per
   * account, the kept split less the sale's (none when nothing went back), dated `at` (entries are never
   * rewritten; the earnings figures count it with its sale's day). A refund of an order not booked yet is kept and applied when its sale arrives. Reversing
   * again changes nothing. A sale waiting in a draft payout leaves it (it was never paid out); one already paid
   * out owes the difference back as a negative line in the next payout.
   */
  async reverseSale(orderId: string, at: Date, amount: number | null): Promise<'reversed' | 'pending'> {
    return this.db.transaction(async (tx) => {
      await lockOrder(tx, orderId);
      return this.reverseIn(tx, orderId, at, amount);
    });
  }

  private async reverseIn(
    tx: Executor,
    orderId: string,
    at: Date,
    amount: number | null,
  ): Promise<'reversed' | 'pending'> {
    const [sale] = await tx.select().from(sales).where(eq(sales.orderId, orderId));
    if (!sale) {
      await tx
        .insert(pendingSaleReversals)
        .values({ orderId, refundedAt: at, amountMinor: amount })
        .onConflictDoNothing();
      return 'pending';
    }
    if (sale.saleTransactionId === null || sale.reversedAt !== null) return 'reversed';
    // 0 refunded is a cancellation that kept everything: closed like a partial refund, with no entries.
    const refunded = amount === null ? sale.grossMinor : Math.max(0, Math.min(amount, sale.grossMinor));
    await lockStreamerPayouts(tx, sale.streamerId);
    const currency = sale.currency as Currency;
    const kept = splitSale(sale.grossMinor - refunded, {
      fee: sale.feeBasisPoints,
      feeGst: sale.feeGstBasisPoints,
      tds: sale.tdsBasisPoints,
      serviceGst: sale.serviceGstBasisPoints,
    });
    const transactionId =
      refunded === 0
        ? null
        : await postTransaction(tx, {
            idempotencyKey: `sale-reversal:${orderId}`,
            kind: 'sale_reversal',
            userId: sale.userId,
            amount: refunded,
            currency,
            at,
            postings: [
              { account: systemAccount('payment', currency), amount: sale.grossMinor - kept.gross },
              { account: earningsAccount(sale.streamerId, currency), amount: kept.net - sale.netMinor },
              { account: platformFeeAccount(currency), amount: kept.fee - sale.feeMinor },
              { account: platformFeeGstAccount(currency), amount: kept.feeGst - sale.feeGstMinor },
              { account: tdsPayableAccount(currency), amount: kept.tds - sale.tdsMinor },
            ],
            streamerId: sale.streamerId,
            sandbox: sale.sandbox,
          });
    const [paidOut] = await tx
      .select({ orderId: payoutLines.orderId })
      .from(payoutLines)
      .innerJoin(payouts, eq(payouts.id, payoutLines.payoutId))
      .where(
        and(eq(payoutLines.orderId, orderId), eq(payoutLines.kind, 'sale'), eq(payouts.status, 'completed')),
      );
    await tx
      .update(sales)
      .set({
        reversalTransactionId: transactionId,
        reversedAt: at,
        refundedMinor: refunded,
        keptGrossMinor: kept.gross,
        keptFeeMinor: kept.fee,
        keptFeeGstMinor: kept.feeGst,
        keptTdsMinor: kept.tds,
        keptNetMinor: kept.net,
        keptServiceGstMinor: kept.serviceGst,
        refundAfterPayout: paidOut !== undefined && refunded > 0,
      })
      .where(eq(sales.orderId, orderId));
    if (!paidOut)
      await tx.delete(payoutLines).where(and(eq(payoutLines.orderId, orderId), eq(payoutLines.kind, 'sale')));
    return 'reversed';
  }

  /** The GST on the streamer's own service booked with the order's sale; undefined before it is booked. */
  async saleTaxOf(
    orderId: string,
  ): Promise<{ gstin: string | null; basisPoints: number; amount: number } | undefined> {
    const [row] = await this.db
      .select({
        gstin: sales.streamerGstin,
        basisPoints: sales.serviceGstBasisPoints,
        amount: sales.serviceGstMinor,
      })
      .from(sales)
      .where(eq(sales.orderId, orderId));
    return row;
  }

  /** Whether PostgreSQL knows the zone (figures are counted with AT TIME ZONE). */
  knowsTimeZone(timeZone: string): Promise<boolean> {
    return knowsTimeZone(this.db, timeZone);
  }

  /** The currency of the streamer's earnings account that moved last, or null before their first sale. */
  async latestCurrency(streamerId: string): Promise<Currency | null> {
    const [row] = await this.db
      .select({ currency: sales.currency })
      .from(sales)
      .where(eq(sales.streamerId, streamerId))
      .orderBy(sql`${sales.paidAt} DESC`)
      .limit(1);
    return (row?.currency as Currency | undefined) ?? null;
  }

  async balance(account: string): Promise<number> {
    const [row] = await this.db
      .select({ balance: accounts.balanceMinor })
      .from(accounts)
      .where(eq(accounts.account, account));
    return row?.balance ?? 0;
  }

  /**
   * The sum of what the account earned (sales net of their reversals; payouts only move it out) since each
   * window's first midnight in `timeZone` (today counts as day 1), and in all. A sale counts on the day it was
   * paid, with its reversal: a fully refunded order is no sale, a partly refunded one counts what was kept.
   */
  async windowSums(
    account: string,
    timeZone: string,
    now: Date,
    windows: readonly number[],
  ): Promise<{ total: number; windows: number[] }> {
    const columns = windows.map(
      (days) =>
        sql`COALESCE(SUM(es.amount_minor) FILTER (WHERE es.paid_at >= ${localWindowStart(now, timeZone, days)}), 0)::bigint`,
    );
    const result = await this.db.execute<Record<string, string>>(
      sql`SELECT COALESCE(SUM(es.amount_minor), 0)::bigint AS total, ${sql.join(
        columns.map((column, index) => sql`${column} AS ${sql.raw(`w${index}`)}`),
        sql`, `,
      )} FROM ${entriesBySale(account)} WHERE es.paid_at <= ${now}`,
    );
    const row = result.rows[0];
    return { total: Number(row.total), windows: windows.map((_, index) => Number(row[`w${index}`])) };
  }

  /**
   * What the account earned per day in `timeZone` over the window, as YYYY-MM-DD → sum (days with sales only):
   * each sale on the day it was paid, with its reversal (see windowSums).
   */
  async dailySums(account: string, timeZone: string, now: Date, days: number): Promise<Map<string, number>> {
    const day = localDate(sql`es.paid_at`, timeZone);
    const result = await this.db.execute<{ day: string; sum: string }>(
      sql`SELECT ${day} AS day, SUM(es.amount_minor)::bigint AS sum FROM ${entriesBySale(account)}
          WHERE es.paid_at >= ${localWindowStart(now, timeZone, days)} AND es.paid_at <= ${now}
          GROUP BY 1`,
    );
    return new Map(result.rows.map((row) => [row.day, Number(row.sum)]));
  }

  /** Today's date in `timeZone`, YYYY-MM-DD. */
  async today(timeZone: string, now: Date): Promise<string> {
    const result = await this.db.execute<{ day: string }>(sql`SELECT ${localDate(now, timeZone)} AS day`);
    return result.rows[0].day;
  }

  /**
   * Per live session of the streamer, its VIP places' sales from the ledger: what was paid (the sales
   * account's side, negated), the streamer's part, and the places not reversed.
   */
  async liveSessionEarnings(streamerId: string) {
    const result = await this.db.execute<{
      live_session_id: string;
      currency: string;
      vip_revenue: string;
      earnings: string;
      served: string;
    }>(
      sql`SELECT s.live_session_id, s.currency,
            COALESCE(SUM(-e.amount_minor) FILTER (WHERE e.account LIKE 'system:payment:%'), 0)::bigint AS vip_revenue,
            COALESCE(SUM(e.amount_minor) FILTER (WHERE e.account LIKE 'streamer:%'), 0)::bigint AS earnings,
            COUNT(DISTINCT s.order_id) FILTER (WHERE s.reversal_transaction_id IS NULL) AS served
          FROM ${sales} s
          LEFT JOIN ${ledgerEntries} e
            ON e.transaction_id IN (s.sale_transaction_id, s.reversal_transaction_id)
          WHERE s.streamer_id = ${streamerId} AND s.kind = 'vip' AND s.live_session_id IS NOT NULL
          GROUP BY s.live_session_id, s.currency`,
    );
    return result.rows.map((row) => ({
      liveSessionId: row.live_session_id,
      currency: row.currency as Currency,
      vipRevenue: Number(row.vip_revenue),
      earnings: Number(row.earnings),
      vipFansServed: Number(row.served),
    }));
  }

  /** The fees and gross sales booked for the streamer in `currency`, net of reversals. */
  async saleTotals(streamerId: string, currency: Currency): Promise<{ gross: number; fees: number }> {
    const result = await this.db.execute<{ gross: string; fees: string }>(
      sql`SELECT COALESCE(SUM(-e.amount_minor) FILTER (WHERE e.account = ${systemAccount('payment', currency)}), 0)::bigint AS gross,
                 COALESCE(SUM(e.amount_minor) FILTER (WHERE e.account = ${platformFeeAccount(currency)}), 0)::bigint AS fees
          FROM ${sales} s JOIN ${ledgerEntries} e ON e.transaction_id IN (s.sale_transaction_id, s.reversal_transaction_id)
          WHERE s.streamer_id = ${streamerId} AND s.currency = ${currency}`,
    );
    return { gross: Number(result.rows[0].gross), fees: Number(result.rows[0].fees) };
  }
}

/** Booking a sale and reversing it take the order's lock, so a refund racing its sale is never lost. */
async function lockOrder(tx: Executor, orderId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`sale:${orderId}`}))`);
}

/**
 * The account's entries of sales and their reversals (a payout moves earned money out and earns nothing) as `es`
 * (amount_minor, paid_at), each dated by its sale, so a reversal is counted with the sale it takes back.
 */
function entriesBySale(account: string) {
  const joinedOn = (column: string) =>
    sql`SELECT e.amount_minor, s.paid_at FROM ${ledgerEntries} e JOIN ${sales} s ON ${sql.raw(`s.${column}`)} = e.transaction_id
      WHERE e.account = ${account}`;
  return sql`(${joinedOn('sale_transaction_id')} UNION ALL ${joinedOn('reversal_transaction_id')}) es`;
}
