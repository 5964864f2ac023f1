import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, getTableColumns, not, sql } from 'drizzle-orm';
import { ModeratorLimits, ModeratorText, type ModeratorInvitationStatus } from '@lobby/contracts';
import { DATABASE, DomainError, isUniqueViolation, newId } from '@lobby/service-kit';
import type { Executor, IdentityDatabase } from '../db/database';
import { moderatorInvitations, moderatorStreamers, type ModeratorInvitationRow } from '../db/schema';

/** The one expiry rule: an invitation sent more than `invitationValidDays` ago can no longer be accepted. */
const isExpired = sql<boolean>`${moderatorInvitations.createdAt} <= now() - make_interval(days => ${ModeratorLimits.invitationValidDays})`;

export type LockedInvitation = ModeratorInvitationRow & { expired: boolean };

/** The only code that reads or writes moderator invitations, and moderator links for appointments. */
@Injectable()
export class ModeratorAppointmentsRepository {
  constructor(@Inject(DATABASE) private readonly db: IdentityDatabase) {}

  /** A second pending invitation for the same pair (two invites at once too) is refused by the partial index. */
  async insertInvitation(
    streamerId: string,
    inviteeId: string,
    tx: Executor,
  ): Promise<ModeratorInvitationRow> {
    // An expired invitation still pending would hold the pair's place in the index: it is closed first.
    await tx
      .update(moderatorInvitations)
      .set({ status: 'cancelled', answeredAt: new Date() })
      .where(
        and(
          eq(moderatorInvitations.streamerId, streamerId),
          eq(moderatorInvitations.inviteeId, inviteeId),
          eq(moderatorInvitations.status, 'pending'),
          isExpired,
        ),
      );
    try {
      const [row] = await tx
        .insert(moderatorInvitations)
        .values({ id: newId(), streamerId, inviteeId })
        .returning();
      return row;
    } catch (error) {
      if (isUniqueViolation(error, 'moderator_invitations_pending_unique'))
        throw DomainError.conflict(ModeratorText.alreadyInvited);
      throw error;
    }
  }

  /** Reads the invitation and locks it until the transaction ends, so it is answered once. */
  async lockInvitation(id: string, tx: Executor): Promise<LockedInvitation | undefined> {
    const [row] = await tx
      .select({ ...getTableColumns(moderatorInvitations), expired: isExpired })
      .from(moderatorInvitations)
      .where(eq(moderatorInvitations.id, id))
      .for('update');
    return row;
  }

  async closeInvitation(id: string, status: Exclude<ModeratorInvitationStatus, 'pending'>, tx: Executor) {
    await tx
      .update(moderatorInvitations)
      .set({ status, answeredAt: new Date() })
      .where(eq(moderatorInvitations.id, id));
  }

  /** Closes the pair's pending invitation, if any (staff appointed them directly). */
  async closePendingInvitation(streamerId: string, inviteeId: string, tx: Executor): Promise<void> {
    await tx
      .update(moderatorInvitations)
      .set({ status: 'accepted', answeredAt: new Date() })
      .where(
        and(
          eq(moderatorInvitations.streamerId, streamerId),
          eq(moderatorInvitations.inviteeId, inviteeId),
          eq(moderatorInvitations.status, 'pending'),
        ),
      );
  }

  /** Pending and not expired, oldest first. */
  async pendingInvitations(
    by: { streamerId: string } | { inviteeId: string },
  ): Promise<ModeratorInvitationRow[]> {
    const party =
      'streamerId' in by
        ? eq(moderatorInvitations.streamerId, by.streamerId)
        : eq(moderatorInvitations.inviteeId, by.inviteeId);
    return this.db
      .select()
      .from(moderatorInvitations)
      .where(and(party, eq(moderatorInvitations.status, 'pending'), not(isExpired)))
      .orderBy(asc(moderatorInvitations.createdAt));
  }

  /** The streamer's moderators, oldest link first. */
  async linksOfStreamer(streamerId: string): Promise<{ moderatorId: string; createdAt: Date }[]> {
    return this.db
      .select({ moderatorId: moderatorStreamers.moderatorId, createdAt: moderatorStreamers.createdAt })
      .from(moderatorStreamers)
      .where(eq(moderatorStreamers.streamerId, streamerId))
      .orderBy(asc(moderatorStreamers.createdAt));
  }

  /** Adds the link; false when it was there already. */
  async link(moderatorId: string, streamerId: string, tx: Executor): Promise<boolean> {
    const rows = await tx
      .insert(moderatorStreamers)
      .values({ moderatorId, streamerId })
      .onConflictDoNothing()
      .returning({ moderatorId: moderatorStreamers.moderatorId });
    return rows.length > 0;
  }

  /** Ends the link; false when there was none. */
  async unlink(moderatorId: string, streamerId: string, tx: Executor): Promise<boolean> {
    const rows = await tx
      .delete(moderatorStreamers)
      .where(
        and(eq(moderatorStreamers.moderatorId, moderatorId), eq(moderatorStreamers.streamerId, streamerId)),
      )
      .returning({ moderatorId: moderatorStreamers.moderatorId });
    return rows.length > 0;
  }
}
