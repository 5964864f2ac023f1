import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { DATABASE } from '@lobby/service-kit';
import type { IdentityDatabase } from '../db/database';
import { marketingOptOuts } from '../db/schema';

/** Addresses that receive no marketing mail. */
@Injectable()
export class MarketingOptOutsRepository {
  constructor(@Inject(DATABASE) private readonly db: IdentityDatabase) {}

  /** Idempotent: an address already opted out stays as it was. */
  async add(email: string): Promise<void> {
    await this.db.insert(marketingOptOuts).values({ email }).onConflictDoNothing();
  }

  /** Idempotent: an address that never opted out stays as it was. */
  async remove(email: string): Promise<void> {
    await this.db.delete(marketingOptOuts).where(eq(marketingOptOuts.email, email));
  }

  async has(email: string): Promise<boolean> {
    const rows = await this.db
      .select({ email: marketingOptOuts.email })
      .from(marketingOptOuts)
      .where(eq(marketingOptOuts.email, email));
    return rows.length > 0;
  }
}
