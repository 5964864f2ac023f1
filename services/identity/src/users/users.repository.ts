import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { AuthText, DomainEventSubjects, type StaffPermission, type StaffService } from '@lobby/contracts';
import {
  addToOutbox,
  DATABASE,
  DomainError,
  isUniqueViolation,
  liveSessionUpdate,
  type LiveSessionSnapshot,
} from '@lobby/service-kit';
import type { Executor, IdentityDatabase } from '../db/database';
import { marketingOptOuts, moderatorStreamers, staffPermissions, users, type UserRow } from '../db/schema';
import { PUBLIC_PROFILE_FIELDS, toProfileChangedEvent } from './profile-changed.event';

export type NewUser = typeof users.$inferInsert;
export type UserPatch = Partial<Omit<NewUser, 'id' | 'createdAt'>>;
export interface ModeratorLink {
  moderatorId: string;
  streamerId: string;
}

/** The only code that reads or writes accounts, staff permissions and moderator links. */
@Injectable()
export class UsersRepository {
  constructor(@Inject(DATABASE) private readonly db: IdentityDatabase) {}

  async insert(user: NewUser, executor: Executor = this.db): Promise<UserRow> {
    try {
      return await this.inTransaction(executor, async (tx) => {
        const [row] = await tx.insert(users).values(user).returning();
        await announce(tx, row);
        return row;
      });
    } catch (error) {
      throw takenOrOriginal(error);
    }
  }

  async findById(id: string, executor: Executor = this.db): Promise<UserRow | undefined> {
    const [row] = await executor.select().from(users).where(eq(users.id, id));
    return row;
  }

  /** Reads the account and locks it until the transaction ends, for a read-modify-write. */
  async lockById(id: string, executor: Executor): Promise<UserRow | undefined> {
    const [row] = await executor.select().from(users).where(eq(users.id, id)).for('update');
    return row;
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.email, email));
    return row;
  }

  async findByUsername(username: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.username, username));
    return row;
  }

  /** Changes that touch the public profile are announced in the same transaction (outbox). */
  async update(id: string, patch: UserPatch, executor: Executor = this.db): Promise<UserRow> {
    const isPublic = Object.keys(patch).some((field) => PUBLIC_PROFILE_FIELDS.has(field));
    try {
      return await this.inTransaction(executor, async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ ...patch, updatedAt: sql`now()` })
          .where(eq(users.id, id))
          .returning();
        if (row && isPublic) await announce(tx, row);
        return row;
      });
    } catch (error) {
      throw takenOrOriginal(error);
    }
  }

  /** Sets the ban flag on those of `ids` that don't have it yet; returns the ids that changed. */
  async setBanned(ids: string[], isBanned: boolean, executor: Executor): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await executor
      .update(users)
      .set({ isBanned, updatedAt: sql`now()` })
      .where(and(inArray(users.id, ids), eq(users.isBanned, !isBanned)))
      .returning();
    for (const row of rows) await announce(executor, row);
    return rows.map((row) => row.id);
  }

  /**
   * Ends every moderator link the user is part of, as moderator or as streamer; moderators left with no link are
   * fans again. Returns the ended links, so the caller can tell the gateways once the transaction has committed.
   */
  async removeModeratorLinks(userId: string, executor: Executor): Promise<ModeratorLink[]> {
    const ended = await executor
      .delete(moderatorStreamers)
      .where(or(eq(moderatorStreamers.moderatorId, userId), eq(moderatorStreamers.streamerId, userId)))
      .returning({ moderatorId: moderatorStreamers.moderatorId, streamerId: moderatorStreamers.streamerId });
    await this.demoteUnlinkedModerators(
      ended.map((link) => link.moderatorId),
      executor,
    );
    return ended;
  }

  /**
   * The role follows the links: each of `ids` that is a `moderator` with no link left becomes a `user`. The rows
   * are locked first (in id order, so two callers can't deadlock), so a link made at the same time is counted.
   */
  async demoteUnlinkedModerators(ids: string[], executor: Executor): Promise<void> {
    const candidates = [...new Set(ids)].sort();
    if (candidates.length === 0) return;
    await executor
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, candidates))
      .orderBy(users.id)
      .for('update');
    const linked = await executor
      .select({ id: moderatorStreamers.moderatorId })
      .from(moderatorStreamers)
      .where(inArray(moderatorStreamers.moderatorId, candidates))
      .groupBy(moderatorStreamers.moderatorId);
    const stillLinked = new Set(linked.map((row) => row.id));
    const unlinked = candidates.filter((id) => !stillLinked.has(id));
    if (unlinked.length === 0) return;
    const demoted = await executor
      .update(users)
      .set({ role: 'user', updatedAt: sql`now()` })
      .where(and(inArray(users.id, unlinked), eq(users.role, 'moderator')))
      .returning();
    for (const row of demoted) await announce(executor, row);
  }

  async permissions(userId: string, executor: Executor = this.db): Promise<StaffPermission[]> {
    const rows = await executor.select().from(staffPermissions).where(eq(staffPermissions.userId, userId));
    return rows.map((row) => ({
      service: row.service as StaffService,
      read: row.canRead,
      write: row.canWrite,
    }));
  }

  async setPermissions(
    userId: string,
    permissions: StaffPermission[],
    executor: Executor = this.db,
  ): Promise<void> {
    await executor.delete(staffPermissions).where(eq(staffPermissions.userId, userId));
    if (permissions.length === 0) return;
    await executor
      .insert(staffPermissions)
      .values(permissions.map((p) => ({ userId, service: p.service, canRead: p.read, canWrite: p.write })));
  }

  async moderatedStreamerIds(moderatorId: string): Promise<string[]> {
    const rows = await this.db
      .select({ streamerId: moderatorStreamers.streamerId })
      .from(moderatorStreamers)
      .where(eq(moderatorStreamers.moderatorId, moderatorId))
      .orderBy(moderatorStreamers.createdAt);
    return rows.map((row) => row.streamerId);
  }

  async findByIds(ids: string[]): Promise<UserRow[]> {
    if (ids.length === 0) return [];
    return this.db.select().from(users).where(inArray(users.id, ids));
  }

  async addModeratedStreamer(
    moderatorId: string,
    streamerId: string,
    executor: Executor = this.db,
  ): Promise<void> {
    await executor.insert(moderatorStreamers).values({ moderatorId, streamerId }).onConflictDoNothing();
  }

  async isModeratorOf(moderatorId: string, streamerId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ one: sql`1` })
      .from(moderatorStreamers)
      .where(
        and(eq(moderatorStreamers.moderatorId, moderatorId), eq(moderatorStreamers.streamerId, streamerId)),
      );
    return Boolean(row);
  }

  /** Active, unbanned people among `ids` who have an address, with whether that address opted out of marketing. */
  async reachable(ids: string[]) {
    if (ids.length === 0) return [];
    return this.db
      .select({
        userId: users.id,
        email: users.email,
        fullName: users.fullName,
        username: users.username,
        imageUrl: users.imageUrl,
        optedOut: sql<boolean>`${marketingOptOuts.email} IS NOT NULL`,
      })
      .from(users)
      .leftJoin(marketingOptOuts, eq(marketingOptOuts.email, users.email))
      .where(
        and(
          inArray(users.id, ids),
          isNotNull(users.email),
          eq(users.isActive, true),
          eq(users.isBanned, false),
        ),
      );
  }

  /**
   * Applies a live session's snapshot: going live when newer than the one applied; ending clears only that
   * same session (or none), so an old "ended" never hides a newer session.
   */
  async applyLiveSession(snapshot: LiveSessionSnapshot, executor: Executor = this.db): Promise<void> {
    const change = liveSessionUpdate(users, snapshot);
    await executor.update(users).set(change.set).where(change.where);
  }

  private inTransaction<T>(executor: Executor, work: (tx: Executor) => Promise<T>): Promise<T> {
    return executor === this.db ? this.db.transaction(work) : work(executor);
  }
}

/** A duplicate email or username becomes its 409; anything else is passed on unchanged. */
function takenOrOriginal(error: unknown): unknown {
  if (isUniqueViolation(error, 'users_email_unique')) return DomainError.conflict(AuthText.emailTaken);
  if (isUniqueViolation(error, 'users_username_unique')) return DomainError.conflict(AuthText.usernameTaken);
  return error;
}

function announce(executor: Executor, row: UserRow): Promise<string> {
  return addToOutbox(executor, DomainEventSubjects.userProfileChanged, toProfileChangedEvent(row));
}
