import { sql, eq } from 'drizzle-orm';
import type { Currency } from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import type { Executor } from '../db/database';
import { accounts, ledgerEntries, walletTransactions } from '../db/schema';

/** What a streamer earned and is owed: +net per sale, −net per refund and per completed payout. */
export function earningsAccount(streamerId: string, currency: Currency): string {
  return `streamer:${streamerId}:earnings:${currency}`;
}

export function platformFeeAccount(currency: Currency): string {
  return `system:platform_fee:${currency}`;
}

/** Indirect tax (GST) the platform owes on its fees. */
export function platformFeeGstAccount(currency: Currency): string {
  return `system:platform_fee_gst:${currency}`;
}

/** Tax deducted at source from streamers' sales, owed to the tax authority. */
export function tdsPayableAccount(currency: Currency): string {
  return `system:tds_payable:${currency}`;
}

/** Money sent to streamers' banks by completed payouts. */
export function payoutsAccount(currency: Currency): string {
  return `system:payouts:${currency}`;
}

export interface Posting {
  account: string;
  amount: number;
}

export interface Movement {
  idempotencyKey: string;
  kind: 'sale' | 'sale_reversal' | 'payout';
  userId: string;
  amount: number;
  currency: Currency;
  at: Date;
  postings: Posting[];
  streamerId: string;
  /** The money came through the sandbox card (development only): marked so no one mistakes it for real. */
  sandbox?: boolean;
}

/**
 * Writes one ledger transaction: its entries (zero amounts left out) sum to zero, each account's balance moves by
 * its entry in the same transaction, and the accounts are created on first use. Returns the transaction's id.
 */
export async function postTransaction(tx: Executor, movement: Movement): Promise<string> {
  const id = newId();
  await tx.insert(walletTransactions).values({
    id,
    idempotencyKey: movement.idempotencyKey,
    kind: movement.kind,
    userId: movement.userId,
    amountMinor: movement.amount,
    currency: movement.currency,
    sandbox: movement.sandbox ?? false,
    createdAt: movement.at,
  });
  const postings = movement.postings.filter((posting) => posting.amount !== 0);
  if (postings.reduce((sum, posting) => sum + posting.amount, 0) !== 0)
    throw new Error(`unbalanced ledger transaction ${movement.idempotencyKey}`);
  if (postings.length === 0) return id;
  await tx
    .insert(accounts)
    .values(
      postings.map(({ account }) => ({
        account,
        kind: account.startsWith('streamer:') ? ('streamer_earnings' as const) : ('system' as const),
        ownerId: account.startsWith('streamer:') ? movement.streamerId : null,
        currency: movement.currency,
      })),
    )
    .onConflictDoNothing();
  // Accounts in name order, so two postings never lock the same rows the other way round.
  for (const posting of [...postings].sort((a, b) => a.account.localeCompare(b.account))) {
    await tx
      .update(accounts)
      .set({ balanceMinor: sql`${accounts.balanceMinor} + ${posting.amount}` })
      .where(eq(accounts.account, posting.account));
  }
  await tx.insert(ledgerEntries).values(
    postings.map((posting) => ({
      id: newId(),
      account: posting.account,
      amountMinor: posting.amount,
      currency: movement.currency,
      transactionId: id,
      kind: movement.kind,
      createdAt: movement.at,
    })),
  );
  return id;
}

/** Every change to a streamer's payouts (and a refund or validation that drops a draft line) takes this lock. */
export async function lockStreamerPayouts(tx: Executor, streamerId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`payouts:${streamerId}`}))`);
}
