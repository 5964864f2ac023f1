import { Inject, Injectable } from '@nestjs/common';
import { asc, eq, or, sql } from 'drizzle-orm';
import { DATABASE } from '@lobby/service-kit';
import type { ContentDatabase } from '../db/database';
import { faqs, type FaqRow } from '../db/schema';

type Executor = Pick<ContentDatabase, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
export type FaqValues = Omit<FaqRow, 'createdAt' | 'updatedAt'>;

/** The only code that reads or writes FAQs. */
@Injectable()
export class FaqsRepository {
  constructor(@Inject(DATABASE) private readonly db: ContentDatabase) {}

  /** Every FAQ in order; only the published ones when `publishedOnly`. */
  all(publishedOnly: boolean, executor: Executor = this.db): Promise<FaqRow[]> {
    return executor
      .select()
      .from(faqs)
      .where(publishedOnly ? eq(faqs.published, true) : undefined)
      .orderBy(asc(faqs.position), asc(faqs.createdAt));
  }

  async bySlug(slug: string): Promise<FaqRow | undefined> {
    const [row] = await this.db.select().from(faqs).where(eq(faqs.slug, slug));
    return row;
  }

  async lock(id: string, executor: Executor): Promise<FaqRow | undefined> {
    const [row] = await executor.select().from(faqs).where(eq(faqs.id, id)).for('update');
    return row;
  }

  /** Serialises writes that change positions (new FAQ at the end, reorder, delete). */
  async lockList(executor: Executor): Promise<void> {
    await executor.execute(sql`SELECT pg_advisory_xact_lock(hashtext('content.faqs.order'))`);
  }

  async nextPosition(executor: Executor): Promise<number> {
    const [row] = await executor.select({ max: sql<number | null>`max(${faqs.position})` }).from(faqs);
    return Number(row?.max ?? 0) + 1;
  }

  async slugsLike(base: string, executor: Executor): Promise<string[]> {
    const rows = await executor
      .select({ slug: faqs.slug })
      .from(faqs)
      .where(or(eq(faqs.slug, base), sql`${faqs.slug} ~ ${`^${base}-[0-9]+$`}`));
    return rows.map((row) => row.slug);
  }

  async insert(values: FaqValues, executor: Executor): Promise<FaqRow> {
    const [row] = await executor.insert(faqs).values(values).returning();
    return row!;
  }

  async update(id: string, values: Partial<FaqValues>, executor: Executor): Promise<FaqRow> {
    const [row] = await executor
      .update(faqs)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(faqs.id, id))
      .returning();
    return row!;
  }

  async setPosition(id: string, position: number, executor: Executor): Promise<void> {
    await executor.update(faqs).set({ position }).where(eq(faqs.id, id));
  }

  async remove(id: string, executor: Executor): Promise<void> {
    await executor.delete(faqs).where(eq(faqs.id, id));
  }
}
