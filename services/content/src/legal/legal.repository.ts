import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, sql } from 'drizzle-orm';
import { DATABASE } from '@lobby/service-kit';
import type { ContentDatabase } from '../db/database';
import {
  legalAcceptances,
  legalDocumentVersions,
  type LegalAcceptanceRow,
  type LegalDocumentVersionRow,
} from '../db/schema';

type Executor = Pick<ContentDatabase, 'select' | 'insert' | 'execute'>;

/** The only code that reads or writes legal document versions and acceptances (versions are only inserted). */
@Injectable()
export class LegalRepository {
  constructor(@Inject(DATABASE) private readonly db: ContentDatabase) {}

  async current(type: string, executor: Executor = this.db): Promise<LegalDocumentVersionRow | undefined> {
    const [row] = await executor
      .select()
      .from(legalDocumentVersions)
      .where(eq(legalDocumentVersions.type, type))
      .orderBy(desc(legalDocumentVersions.version))
      .limit(1);
    return row;
  }

  versions(type: string): Promise<LegalDocumentVersionRow[]> {
    return this.db
      .select()
      .from(legalDocumentVersions)
      .where(eq(legalDocumentVersions.type, type))
      .orderBy(desc(legalDocumentVersions.version));
  }

  /** Serialises publishes of one type, so two never take the same number. */
  async lockType(type: string, executor: Executor): Promise<void> {
    await executor.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`content.legal.${type}`}))`);
  }

  async insert(values: LegalDocumentVersionRow, executor: Executor): Promise<LegalDocumentVersionRow> {
    const [row] = await executor.insert(legalDocumentVersions).values(values).returning();
    return row!;
  }

  /** Records the acceptance once; an earlier record of the same version is kept as it was. */
  async accept(values: LegalAcceptanceRow): Promise<LegalAcceptanceRow> {
    await this.db.insert(legalAcceptances).values(values).onConflictDoNothing();
    const [row] = await this.db
      .select()
      .from(legalAcceptances)
      .where(
        and(
          eq(legalAcceptances.userId, values.userId),
          eq(legalAcceptances.type, values.type),
          eq(legalAcceptances.version, values.version),
        ),
      );
    return row!;
  }

  async latestAcceptance(userId: string, type: string): Promise<LegalAcceptanceRow | undefined> {
    const [row] = await this.db
      .select()
      .from(legalAcceptances)
      .where(and(eq(legalAcceptances.userId, userId), eq(legalAcceptances.type, type)))
      .orderBy(desc(legalAcceptances.version))
      .limit(1);
    return row;
  }
}
