import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminStarSort } from '@lobby/contracts';
import { DATABASE } from '@lobby/service-kit';
import type { IdentityDatabase } from '../db/database';
import { users, type UserRow } from '../db/schema';

const ORDER: Record<AdminStarSort, SQL[]> = {
  fullName_asc: [asc(users.fullName), asc(users.id)],
  fullName_desc: [desc(users.fullName), desc(users.id)],
  createdAt_desc: [desc(users.createdAt), desc(users.id)],
  createdAt_asc: [asc(users.createdAt), asc(users.id)],
};

/** A removed star is deactivated: they leave the staff list as they leave every public one. */
const currentStar = () => and(eq(users.role, 'influencer'), eq(users.isActive, true))!;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Reads the stars (influencer accounts) for the staff screens; writes go through UsersRepository. */
@Injectable()
export class StarsAdminRepository {
  constructor(@Inject(DATABASE) private readonly db: IdentityDatabase) {}

  async page(query: { search?: string; sort: AdminStarSort; limit: number; offset: number }) {
    const pattern = query.search ? `%${escapeLike(query.search)}%` : undefined;
    const where = pattern
      ? and(
          currentStar(),
          or(ilike(users.fullName, pattern), ilike(users.username, pattern), ilike(users.email, pattern)),
        )
      : currentStar();
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(users)
        .where(where)
        .orderBy(...ORDER[query.sort])
        .limit(query.limit)
        .offset(query.offset),
      this.db
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(users)
        .where(where),
    ]);
    return { rows, total };
  }

  async find(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.id, id), currentStar()));
    return row;
  }
}
