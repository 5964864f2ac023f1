import { Inject, Injectable } from '@nestjs/common';
import { eq, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { DATABASE } from '@lobby/service-kit';
import type { IdentityDatabase } from '../db/database';
import { signInFailures } from '../db/schema';

/** From `failuresBeforeLock` failures on, each one locks for `firstLockSeconds` doubled per failure, capped. */
export interface LockPolicy {
  failuresBeforeLock: number;
  firstLockSeconds: number;
  longestLockSeconds: number;
}

/** The only code that reads or writes wrong-password counts. */
@Injectable()
export class SignInFailuresRepository {
  constructor(@Inject(DATABASE) private readonly db: IdentityDatabase) {}

  /**
   * Counts a wrong password in one atomic upsert, so failures sent at once from many addresses all count, and
   * sets the lock that count earns. A failure while the account is locked is not counted: it was never checked.
   */
  async recordFailure(userId: string, now: Date, policy: LockPolicy): Promise<void> {
    const counted = sql`${signInFailures.failures} + 1`;
    await this.db
      .insert(signInFailures)
      .values({ userId, failures: 1, lockedUntil: lockUntil(sql`1`, now, policy) })
      .onConflictDoUpdate({
        target: signInFailures.userId,
        set: { failures: counted, lockedUntil: lockUntil(counted, now, policy) },
        setWhere: or(isNull(signInFailures.lockedUntil), lte(signInFailures.lockedUntil, now)),
      });
  }

  /** The account's lock, if it has failures since its last sign-in. */
  async find(userId: string): Promise<{ lockedUntil: Date | null } | undefined> {
    const [row] = await this.db
      .select({ lockedUntil: signInFailures.lockedUntil })
      .from(signInFailures)
      .where(eq(signInFailures.userId, userId));
    return row;
  }

  async clear(userId: string): Promise<void> {
    await this.db.delete(signInFailures).where(eq(signInFailures.userId, userId));
  }
}

/** The lock a count of failures earns, computed in the update itself (NULL below the threshold). */
function lockUntil(failures: SQL, now: Date, policy: LockPolicy): SQL<Date | null> {
  // The exponent is capped too, so a count that keeps growing for years never overflows.
  const doublings = sql`LEAST(${failures} - ${policy.failuresBeforeLock}, 30)`;
  const seconds = sql`LEAST(${policy.firstLockSeconds} * power(2, ${doublings}), ${policy.longestLockSeconds})`;
  return sql<Date | null>`CASE WHEN ${failures} >= ${policy.failuresBeforeLock}
    THEN ${now.toISOString()}::timestamptz + make_interval(secs => ${seconds}) END`;
}
