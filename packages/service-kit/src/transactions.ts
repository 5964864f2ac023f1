import { sql } from 'drizzle-orm';
import type { Database } from './database';

/** A transaction's handle, as repository methods take it (their optional last argument, `executor`). */
export type Transaction = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/**
 * Opens transactions for services and consumers, so repositories are the only code that holds the database:
 *
 *     constructor(private readonly transactions: TransactionRunner, private readonly users: UsersRepository) {}
 *     await this.transactions.run(async (tx) => {
 *       const user = await this.users.find(id, tx, { lock: true });
 *       await this.users.update(user.id, changes, tx);
 *     });
 *
 * The kit provides one to every service (inject it by its class).
 */
export class TransactionRunner {
  constructor(private readonly db: Database) {}

  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx));
  }
}

/**
 * Holds `key` until the transaction ends (a transaction-scoped advisory lock): writers that pick a free name
 * from what exists (a slug from a title, say) take their turn instead of colliding on a unique index.
 */
export async function lockUntilCommit(tx: Pick<Transaction, 'execute'>, key: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
