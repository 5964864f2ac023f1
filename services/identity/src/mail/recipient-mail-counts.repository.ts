import { Inject, Injectable } from '@nestjs/common';
import { lt, sql } from 'drizzle-orm';
import { DATABASE } from '@lobby/service-kit';
import type { IdentityDatabase } from '../db/database';
import { recipientMailCounts } from '../db/schema';

/** The only code that reads or writes how many code mails each address got per hour. */
@Injectable()
export class RecipientMailCountsRepository {
  constructor(@Inject(DATABASE) private readonly db: IdentityDatabase) {}

  /**
   * Counts one more mail to the address in this hour, in one atomic upsert (mails asked for at once all count),
   * but only while the hour's count is under `limit`; whether it was counted. Earlier hours are cleared.
   */
  async take(email: string, hourStart: Date, limit: number): Promise<boolean> {
    await this.db.delete(recipientMailCounts).where(lt(recipientMailCounts.hourStart, hourStart));
    const rows = await this.db
      .insert(recipientMailCounts)
      .values({ email, hourStart, sent: 1 })
      .onConflictDoUpdate({
        target: [recipientMailCounts.email, recipientMailCounts.hourStart],
        set: { sent: sql`${recipientMailCounts.sent} + 1` },
        setWhere: lt(recipientMailCounts.sent, limit),
      })
      .returning({ sent: recipientMailCounts.sent });
    return rows.length > 0;
  }
}
