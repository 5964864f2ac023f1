import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { SessionScope } from '@lobby/contracts';
import { DATABASE } from '@lobby/service-kit';
import type { Executor, IdentityDatabase } from '../db/database';
import { refreshTokens, tokenFamilies } from '../db/schema';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type TokenFamilyRow = typeof tokenFamilies.$inferSelect;

@Injectable()
export class RefreshTokensRepository {
  constructor(@Inject(DATABASE) private readonly db: IdentityDatabase) {}

  async createFamily(
    id: string,
    userId: string,
    executor: Executor = this.db,
    limits: { scope: SessionScope; expiresAt: Date } | null = null,
  ): Promise<void> {
    await executor.insert(tokenFamilies).values({ id, userId, ...limits });
  }

  /** The user's sign-ins of a scope that are neither revoked nor expired, oldest first. */
  activeScopedFamilies(userId: string, scope: SessionScope, now: Date): Promise<TokenFamilyRow[]> {
    return this.db
      .select()
      .from(tokenFamilies)
      .where(
        and(
          eq(tokenFamilies.userId, userId),
          eq(tokenFamilies.scope, scope),
          isNull(tokenFamilies.revokedAt),
          gt(tokenFamilies.expiresAt, now),
        ),
      )
      .orderBy(asc(tokenFamilies.createdAt));
  }

  async findFamily(id: string): Promise<TokenFamilyRow | undefined> {
    const [row] = await this.db.select().from(tokenFamilies).where(eq(tokenFamilies.id, id));
    return row;
  }

  async insertToken(
    token: { id: string; familyId: string; tokenHash: string; expiresAt: Date },
    executor: Executor = this.db,
  ): Promise<void> {
    await executor.insert(refreshTokens).values(token);
  }

  /** Locks the token and its family for the rotation that follows in the same transaction. */
  async lockByHash(
    tokenHash: string,
    executor: Executor,
  ): Promise<{ token: RefreshTokenRow; family: TokenFamilyRow } | undefined> {
    const [row] = await executor
      .select({ token: refreshTokens, family: tokenFamilies })
      .from(refreshTokens)
      .innerJoin(tokenFamilies, eq(tokenFamilies.id, refreshTokens.familyId))
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .for('update');
    return row;
  }

  async markUsed(id: string, executor: Executor): Promise<void> {
    await executor
      .update(refreshTokens)
      .set({ usedAt: sql`now()` })
      .where(eq(refreshTokens.id, id));
  }

  async revokeFamily(id: string, executor: Executor = this.db): Promise<void> {
    await executor
      .update(tokenFamilies)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(tokenFamilies.id, id), isNull(tokenFamilies.revokedAt)));
  }

  async revokeAllFamilies(
    userId: string,
    executor: Executor = this.db,
    exceptFamilyId?: string,
  ): Promise<void> {
    await executor
      .update(tokenFamilies)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(tokenFamilies.userId, userId),
          isNull(tokenFamilies.revokedAt),
          exceptFamilyId ? ne(tokenFamilies.id, exceptFamilyId) : undefined,
        ),
      );
  }
}
