import { Inject, Injectable } from '@nestjs/common';
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
}
