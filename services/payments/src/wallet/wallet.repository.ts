import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import { PaymentsText, type Currency } from '@lobby/contracts';
import { DATABASE, DomainError, newId } from '@lobby/service-kit';
import type { Executor, PaymentsDatabase } from '../db/database';
import { accounts, ledgerEntries, walletTransactions } from '../db/schema';

export type MovementKind = 'top_up' | 'refund' | 'payment';

export interface Movement {
  idempotencyKey: string;
  kind: MovementKind;
  userId: string;
  amount: number;
  currency: Currency;
  /** +1 credits the wallet, -1 debits it. */
  direction: 1 | -1;
  /** A top-up paid on the sandbox's card page (development only). */
  sandbox?: boolean;
}

export type TransactionRow = typeof walletTransactions.$inferSelect;

export interface MovementResult {
  transaction: TransactionRow;
  /** False when the idempotency key had already been used: nothing moved this time. */
  applied: boolean;
  /** The wallet's balance right after the movement (now, for a repeat). */
  balance: number;
}

export function walletAccount(userId: string, currency: Currency): string {
  return `wallet:${userId}:${currency}`;
}

export function systemAccount(kind: MovementKind | 'card', currency: Currency): string {
  return `system:${kind}:${currency}`;
}

/** A payment taken outside the wallet (a card through Stripe or the sandbox), recorded in the books. */
export interface ExternalPayment {
  idempotencyKey: string;
  userId: string;
  amount: number;
  currency: Currency;
  /** Taken on the sandbox's card page (development only). */
  sandbox?: boolean;
}

export interface WalletMovementRow {
  id: string;
  createdAt: Date;
  kind: (typeof walletTransactions.$inferSelect)['kind'];
  amountMinor: number;
  currency: string;
}

/** The only code that touches accounts, wallet transactions and ledger entries. */
@Injectable()
export class WalletRepository {
  constructor(@Inject(DATABASE) private readonly db: PaymentsDatabase) {}

  async balances(userId: string): Promise<{ currency: string; balanceMinor: number }[]> {
    return this.db
      .select({ currency: accounts.currency, balanceMinor: accounts.balanceMinor })
      .from(accounts)
      .where(and(eq(accounts.kind, 'user_wallet'), eq(accounts.ownerId, userId)));
  }

  /** The entries on the user's wallet accounts with their transaction's kind, newest first. */
  async movements(
    userId: string,
    limit: number,
    offset: number,
  ): Promise<{ rows: WalletMovementRow[]; total: number }> {
    const ownWallet = and(eq(accounts.kind, 'user_wallet'), eq(accounts.ownerId, userId));
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select({
          id: ledgerEntries.id,
          createdAt: ledgerEntries.createdAt,
          kind: walletTransactions.kind,
          amountMinor: ledgerEntries.amountMinor,
          currency: ledgerEntries.currency,
        })
        .from(ledgerEntries)
        .innerJoin(accounts, eq(accounts.account, ledgerEntries.account))
        .innerJoin(walletTransactions, eq(walletTransactions.id, ledgerEntries.transactionId))
        .where(ownWallet)
        .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
        .limit(limit)
        .offset(offset),
      this.db
        .select({ total: count() })
        .from(ledgerEntries)
        .innerJoin(accounts, eq(accounts.account, ledgerEntries.account))
        .where(ownWallet),
    ]);
    return { rows, total };
  }

  async balance(userId: string, currency: Currency, executor: Executor = this.db): Promise<number> {
    const [row] = await executor
      .select({ balanceMinor: accounts.balanceMinor })
      .from(accounts)
      .where(eq(accounts.account, walletAccount(userId, currency)));
    return row?.balanceMinor ?? 0;
  }

  /**
   * Moves money between the user's wallet and the system account of its kind in one transaction: two ledger
   * entries that sum to zero. A debit is one conditional UPDATE (`balance_minor >= amount`), so parallel
   * debits can never take the wallet below zero. A second call with the same key changes nothing and
   * returns the first transaction (the unique key makes a concurrent repeat wait for the first to commit).
   */
  async move(movement: Movement): Promise<MovementResult> {
    return this.db.transaction((tx) => this.moveIn(tx, movement));
  }

  /** `move` inside the caller's transaction (a card top-up credits in the transaction that completes its checkout). */
  async moveIn(tx: Executor, movement: Movement): Promise<MovementResult> {
    const id = newId();
    const [inserted] = await tx
      .insert(walletTransactions)
      .values({
        id,
        idempotencyKey: movement.idempotencyKey,
        kind: movement.kind,
        userId: movement.userId,
        amountMinor: movement.amount,
        currency: movement.currency,
        sandbox: movement.sandbox ?? false,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) {
      const [existing] = await tx
        .select()
        .from(walletTransactions)
        .where(eq(walletTransactions.idempotencyKey, movement.idempotencyKey));
      const balance = await this.balance(existing.userId, existing.currency as Currency, tx);
      return { transaction: existing, applied: false, balance };
    }

    const wallet = walletAccount(movement.userId, movement.currency);
    const system = systemAccount(movement.kind, movement.currency);
    await tx
      .insert(accounts)
      .values([
        { account: wallet, kind: 'user_wallet', ownerId: movement.userId, currency: movement.currency },
        { account: system, kind: 'system', ownerId: null, currency: movement.currency },
      ])
      .onConflictDoNothing();

    const walletDelta = movement.direction * movement.amount;
    // Wallet first, then the system account: every movement locks in the same order, so none deadlock.
    const changed = await tx
      .update(accounts)
      .set({ balanceMinor: sql`${accounts.balanceMinor} + ${walletDelta}` })
      .where(
        movement.direction === 1
          ? eq(accounts.account, wallet)
          : and(eq(accounts.account, wallet), gte(accounts.balanceMinor, movement.amount)),
      )
      .returning({ balance: accounts.balanceMinor });
    if (changed.length === 0) throw DomainError.conflict(PaymentsText.insufficientWalletBalance);
    await tx
      .update(accounts)
      .set({ balanceMinor: sql`${accounts.balanceMinor} - ${walletDelta}` })
      .where(eq(accounts.account, system));

    await tx.insert(ledgerEntries).values([
      {
        id: newId(),
        account: wallet,
        amountMinor: walletDelta,
        currency: movement.currency,
        transactionId: id,
        kind: movement.kind,
      },
      {
        id: newId(),
        account: system,
        amountMinor: -walletDelta,
        currency: movement.currency,
        transactionId: id,
        kind: movement.kind,
      },
    ]);
    return { transaction: inserted, applied: true, balance: changed[0].balance };
  }

  /**
   * Books a card payment in the caller's transaction: money arrives from the card processor
   * (`system:card`) into sales (`system:payment`, where wallet payments land too), two entries summing to zero.
   * The same key again books nothing.
   */
  async recordExternalPayment(
    tx: Executor,
    payment: ExternalPayment,
    kind: 'payment' | 'refund' = 'payment',
  ): Promise<void> {
    const id = newId();
    const [inserted] = await tx
      .insert(walletTransactions)
      .values({
        id,
        idempotencyKey: payment.idempotencyKey,
        kind,
        userId: payment.userId,
        amountMinor: payment.amount,
        currency: payment.currency,
        sandbox: payment.sandbox ?? false,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) return;
    // A refund sends the money back out to the card: the same two accounts, the other way.
    const amount = kind === 'payment' ? payment.amount : -payment.amount;
    const card = systemAccount('card', payment.currency);
    const sales = systemAccount('payment', payment.currency);
    await tx
      .insert(accounts)
      .values([
        { account: card, kind: 'system', ownerId: null, currency: payment.currency },
        { account: sales, kind: 'system', ownerId: null, currency: payment.currency },
      ])
      .onConflictDoNothing();
    for (const [account, delta] of [
      [card, -amount],
      [sales, amount],
    ] as const) {
      await tx
        .update(accounts)
        .set({ balanceMinor: sql`${accounts.balanceMinor} + ${delta}` })
        .where(eq(accounts.account, account));
    }
    await tx.insert(ledgerEntries).values([
      {
        id: newId(),
        account: card,
        amountMinor: -amount,
        currency: payment.currency,
        transactionId: id,
        kind,
      },
      {
        id: newId(),
        account: sales,
        amountMinor: amount,
        currency: payment.currency,
        transactionId: id,
        kind,
      },
    ]);
  }
}
