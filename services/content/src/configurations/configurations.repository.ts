import { Inject, Injectable } from '@nestjs/common';
import { asc, eq, like, sql } from 'drizzle-orm';
import { DATABASE } from '@lobby/service-kit';
import type { ContentDatabase } from '../db/database';
import { configurations, type ConfigurationRow } from '../db/schema';

type Executor = Pick<ContentDatabase, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** The only code that reads or writes configuration entries. */
@Injectable()
export class ConfigurationsRepository {
  constructor(@Inject(DATABASE) private readonly db: ContentDatabase) {}

  async find(key: string, executor: Executor = this.db): Promise<ConfigurationRow | undefined> {
    const [row] = await executor.select().from(configurations).where(eq(configurations.key, key));
    return row;
  }

  /** Locks the entry (when it exists) for the caller's transaction, so two saves record true befores. */
  async lock(key: string, executor: Executor): Promise<ConfigurationRow | undefined> {
    const [row] = await executor
      .select()
      .from(configurations)
      .where(eq(configurations.key, key))
      .for('update');
    return row;
  }

  async all(): Promise<ConfigurationRow[]> {
    return this.db.select().from(configurations).orderBy(asc(configurations.key));
  }

  async withPrefix(prefix: string): Promise<ConfigurationRow[]> {
    return this.db
      .select()
      .from(configurations)
      .where(like(configurations.key, `${prefix}%`))
      .orderBy(asc(configurations.key));
  }

  async upsert(
    entry: { key: string; value: string; description: string | null },
    executor: Executor = this.db,
  ): Promise<ConfigurationRow> {
    const [row] = await executor
      .insert(configurations)
      .values(entry)
      .onConflictDoUpdate({
        target: configurations.key,
        set: { value: entry.value, description: entry.description, updatedAt: sql`now()` },
      })
      .returning();
    return row;
  }

  async remove(key: string, executor: Executor = this.db): Promise<boolean> {
    const removed = await executor.delete(configurations).where(eq(configurations.key, key)).returning();
    return removed.length > 0;
  }
}
