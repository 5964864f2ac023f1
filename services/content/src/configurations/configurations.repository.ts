import { Inject, Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import { DATABASE } from '@lobby/service-kit';
import type { ContentDatabase } from '../db/database';
import { configurations, type ConfigurationRow } from '../db/schema';

/** The only code that reads or writes configuration entries. */
@Injectable()
export class ConfigurationsRepository {
  constructor(@Inject(DATABASE) private readonly db: ContentDatabase) {}

  async find(key: string): Promise<ConfigurationRow | undefined> {
    const [row] = await this.db.select().from(configurations).where(eq(configurations.key, key));
    return row;
  }

  async upsert(entry: { key: string; value: string; description: string | null }): Promise<void> {
    await this.db
      .insert(configurations)
      .values(entry)
      .onConflictDoUpdate({
        target: configurations.key,
        set: { value: entry.value, description: entry.description, updatedAt: sql`now()` },
      });
  }

  async remove(key: string): Promise<void> {
    await this.db.delete(configurations).where(eq(configurations.key, key));
  }
}
