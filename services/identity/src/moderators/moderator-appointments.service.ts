import { Inject, Injectable } from '@nestjs/common';
import {
  AuthText,
  isStaffRole,
  type Message,
  ModeratorEventSubjects,
  type ModeratorInvitationDto,
  type ModeratorInvitedEvent,
  ModeratorLimits,
  type ModeratorPersonDto,
  ModeratorText,
  type StreamerModeratorsDto,
} from '@lobby/contracts';
import {
  addToOutbox,
  DomainError,
  EVENT_BUS,
  type EventBus,
  recordStaffAction,
  TransactionRunner,
} from '@lobby/service-kit';
import type { Executor } from '../db/database';
import type { ModeratorInvitationRow, UserRow } from '../db/schema';
import { StaffAccess } from '../users/staff-access';
import { UsersRepository } from '../users/users.repository';
import { type LockedInvitation, ModeratorAppointmentsRepository } from './moderator-appointments.repository';

/** Roles that may hold moderator links: fans, and moderators (of other streamers). */
const MAY_MODERATE = new Set(['user', 'moderator']);

/**
 * Who moderates for whom (spec §1, §6; issue 33). A streamer invites a fan, the fan answers; the streamer removes a
 * moderator or cancels an invitation; a moderator leaves; staff with Influencers write appoint and remove directly.
 * The one role rule: accepting (or being appointed) makes a fan a `moderator`, and a moderator whose last link ends
 * is a `user` again. Every link change is told to the gateways after its commit, so the moderator's sockets follow.
 */
@Injectable()
export class ModeratorAppointmentsService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly users: UsersRepository,
    private readonly appointments: ModeratorAppointmentsRepository,
    private readonly staff: StaffAccess,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
  ) {}

  async streamerModerators(streamerId: string): Promise<StreamerModeratorsDto> {
    await this.requireStreamer(streamerId, AuthText.forbidden, 'forbidden');
    return this.moderatorsOf(streamerId);
  }

  async invite(
    streamerId: string,
    identifier: string,
  ): Promise<Message & { invitation: ModeratorInvitationDto }> {
    const streamer = await this.requireStreamer(streamerId, AuthText.forbidden, 'forbidden');
    const invitee = await this.findInvitee(identifier, streamerId);
    const invitation = await this.transactions.run(async (tx) => {
      const locked = await this.lockMayModerate(invitee.id, streamerId, tx);
      if (await this.users.isModeratorOf(locked.id, streamerId))
        throw DomainError.conflict(ModeratorText.alreadyModerator);
      const row = await this.appointments.insertInvitation(streamerId, invitee.id, tx);
      await addToOutbox(tx, ModeratorEventSubjects.invited, {
        invitationId: row.id,
        inviteeId: invitee.id,
        streamer: {
          userId: streamer.id,
          username: streamer.username,
          fullName: streamer.fullName,
          imageUrl: streamer.imageUrl,
        },
      } satisfies ModeratorInvitedEvent);
      return row;
    });
    return { message: ModeratorText.invited, invitation: toInvitationDto(invitation, streamer, invitee) };
  }

  async cancelInvitation(streamerId: string, invitationId: string): Promise<Message> {
    await this.transactions.run(async (tx) => {
      const invitation = await this.appointments.lockInvitation(invitationId, tx);
      if (!invitation || invitation.streamerId !== streamerId)
        throw DomainError.notFound(ModeratorText.invitationNotFound);
      assertOpen(invitation);
      await this.appointments.closeInvitation(invitation.id, 'cancelled', tx);
    });
    return { message: ModeratorText.cancelled };
  }

  async myInvitations(userId: string): Promise<{ invitations: ModeratorInvitationDto[] }> {
    const rows = await this.appointments.pendingInvitations({ inviteeId: userId });
    return { invitations: await this.invitationDtos(rows) };
  }

  /**
   * Only the invitee answers, once: the invitation row is locked, so two accepts at once make one link and the
   * second is told the invitation is closed. Someone else's invitation is "not found" (its id proves nothing).
   */
  async answer(userId: string, invitationId: string, accept: boolean): Promise<Message> {
    const streamerId = await this.transactions.run(async (tx) => {
      const invitation = await this.appointments.lockInvitation(invitationId, tx);
      if (!invitation || invitation.inviteeId !== userId)
        throw DomainError.notFound(ModeratorText.invitationNotFound);
      assertOpen(invitation);
      if (!accept) {
        await this.appointments.closeInvitation(invitation.id, 'declined', tx);
        return null;
      }
      const streamer = await this.users.findById(invitation.streamerId, tx);
      if (!streamer || !isActiveStreamer(streamer))
        throw DomainError.conflict(ModeratorText.streamerUnavailable);
      const invitee = await this.users.lockById(userId, tx);
      if (!invitee || !MAY_MODERATE.has(invitee.role))
        throw DomainError.conflict(ModeratorText.inviteeUnavailable);
      await this.linkAndPromote(invitee, invitation.streamerId, tx);
      await this.appointments.closeInvitation(invitation.id, 'accepted', tx);
      return invitation.streamerId;
    });
    if (streamerId === null) return { message: ModeratorText.declined };
    this.tellLinkChanged(userId, streamerId, true);
    return { message: ModeratorText.accepted };
  }

  async remove(streamerId: string, moderatorId: string): Promise<Message> {
    await this.requireStreamer(streamerId, AuthText.forbidden, 'forbidden');
    await this.unlink(moderatorId, streamerId);
    return { message: ModeratorText.removed };
  }

  async leave(moderatorId: string, streamerId: string): Promise<Message> {
    await this.unlink(moderatorId, streamerId);
    return { message: ModeratorText.left };
  }

  async adminModerators(actorId: string, streamerId: string): Promise<StreamerModeratorsDto> {
    await this.staff.assert(actorId, 'Influencers', 'read');
    await this.requireStreamer(streamerId, ModeratorText.streamerNotFound, 'notFound');
    return this.moderatorsOf(streamerId);
  }

  async appoint(
    actorId: string,
    streamerId: string,
    identifier: string,
  ): Promise<Message & { moderator: ModeratorPersonDto }> {
    await this.staff.assert(actorId, 'Influencers', 'write');
    const streamer = await this.requireStreamer(streamerId, ModeratorText.streamerNotFound, 'notFound');
    const candidate = await this.findInvitee(identifier, streamerId);
    await this.transactions.run(async (tx) => {
      const moderator = await this.lockMayModerate(candidate.id, streamerId, tx);
      if (!(await this.linkAndPromote(moderator, streamerId, tx)))
        throw DomainError.conflict(ModeratorText.alreadyModerator);
      await this.appointments.closePendingInvitation(streamerId, moderator.id, tx);
      await recordStaffAction(tx, {
        actorId,
        action: 'identity.moderator.appoint',
        target: { type: 'user', id: moderator.id, label: moderator.username },
        before: null,
        after: { streamerId, streamer: streamer.username },
      });
    });
    this.tellLinkChanged(candidate.id, streamerId, true);
    return { message: ModeratorText.appointed, moderator: toPersonDto(candidate) };
  }

  async dismiss(actorId: string, streamerId: string, moderatorId: string): Promise<Message> {
    await this.staff.assert(actorId, 'Influencers', 'write');
    await this.unlink(moderatorId, streamerId, async (moderator, tx) => {
      await recordStaffAction(tx, {
        actorId,
        action: 'identity.moderator.dismiss',
        target: { type: 'user', id: moderator.id, label: moderator.username },
        before: { streamerId },
        after: null,
      });
    });
    return { message: ModeratorText.removed };
  }

  /** Ends one link; the moderator's row is locked first, so a link accepted at the same time is counted. */
  private async unlink(
    moderatorId: string,
    streamerId: string,
    alsoInTransaction?: (moderator: UserRow, tx: Executor) => Promise<void>,
  ): Promise<void> {
    await this.transactions.run(async (tx) => {
      const moderator = await this.users.lockById(moderatorId, tx);
      if (!moderator || !(await this.appointments.unlink(moderatorId, streamerId, tx)))
        throw DomainError.notFound(ModeratorText.notModerator);
      await this.users.demoteUnlinkedModerators([moderatorId], tx);
      await alsoInTransaction?.(moderator, tx);
    });
    this.tellLinkChanged(moderatorId, streamerId, false);
  }

  /** Adds the link and makes a fan a moderator; false when the link was there already. */
  private async linkAndPromote(person: UserRow, streamerId: string, tx: Executor): Promise<boolean> {
    const linked = await this.appointments.link(person.id, streamerId, tx);
    if (linked && person.role === 'user') await this.users.update(person.id, { role: 'moderator' }, tx);
    return linked;
  }

  /** After the commit: the moderator's sockets join or leave the streamer's room, and their app reads its account. */
  private tellLinkChanged(moderatorId: string, streamerId: string, linked: boolean): void {
    this.bus.announceModeratorLink({ moderatorId, streamerId, linked });
    this.bus.pushRealtime({ event: 'accountChanged', userId: moderatorId, data: {} });
  }

  private async requireStreamer(
    streamerId: string,
    message: string,
    kind: 'forbidden' | 'notFound',
  ): Promise<UserRow> {
    const streamer = await this.users.findById(streamerId);
    if (streamer && isActiveStreamer(streamer)) return streamer;
    throw kind === 'forbidden' ? DomainError.forbidden(message) : DomainError.notFound(message);
  }

  /**
   * The account named by email or username, if it may moderate for this streamer: not the streamer themself, not
   * staff, not a streamer. Inactive, banned and deleted accounts are "not found", as unknown ones are.
   */
  private async findInvitee(identifier: string, streamerId: string): Promise<UserRow> {
    const cleaned = identifier.trim().replace(/^@/, '').slice(0, ModeratorLimits.identifierMax);
    const person = cleaned.includes('@')
      ? await this.users.findByEmail(cleaned)
      : await this.users.findByUsername(cleaned);
    if (!person || !person.isActive || person.isBanned)
      throw DomainError.notFound(ModeratorText.inviteeNotFound);
    assertMayModerate(person, streamerId);
    return person;
  }

  /** The candidate's row, locked, checked again: their role may have changed since it was read. */
  private async lockMayModerate(userId: string, streamerId: string, tx: Executor): Promise<UserRow> {
    const person = await this.users.lockById(userId, tx);
    if (!person || !person.isActive || person.isBanned)
      throw DomainError.notFound(ModeratorText.inviteeNotFound);
    assertMayModerate(person, streamerId);
    return person;
  }

  private async moderatorsOf(streamerId: string): Promise<StreamerModeratorsDto> {
    const [links, invitations] = await Promise.all([
      this.appointments.linksOfStreamer(streamerId),
      this.appointments.pendingInvitations({ streamerId }),
    ]);
    const people = await this.people(links.map((link) => link.moderatorId));
    return {
      moderators: links.flatMap((link) => {
        const moderator = people.get(link.moderatorId);
        return moderator ? [{ moderator: toPersonDto(moderator), since: link.createdAt.toISOString() }] : [];
      }),
      invitations: await this.invitationDtos(invitations),
    };
  }

  private async invitationDtos(rows: ModeratorInvitationRow[]): Promise<ModeratorInvitationDto[]> {
    const people = await this.people(rows.flatMap((row) => [row.streamerId, row.inviteeId]));
    return rows.flatMap((row) => {
      const streamer = people.get(row.streamerId);
      const invitee = people.get(row.inviteeId);
      // A streamer removed or deleted since is no one to answer.
      return streamer && invitee && isActiveStreamer(streamer)
        ? [toInvitationDto(row, streamer, invitee)]
        : [];
    });
  }

  private async people(ids: string[]): Promise<Map<string, UserRow>> {
    const rows = await this.users.findByIds([...new Set(ids)]);
    return new Map(rows.map((row) => [row.id, row]));
  }
}

/** Answered or cancelled: 409; still pending but past its days: 410 (it can't be answered or cancelled). */
function assertOpen(invitation: LockedInvitation): void {
  if (invitation.status !== 'pending') throw DomainError.conflict(ModeratorText.invitationClosed);
  if (invitation.expired) throw DomainError.gone(ModeratorText.invitationExpired);
}

function isActiveStreamer(row: UserRow): boolean {
  return row.role === 'influencer' && row.isActive && !row.isBanned;
}

function assertMayModerate(person: UserRow, streamerId: string): void {
  if (person.id === streamerId) throw DomainError.invalid(ModeratorText.cannotInviteSelf);
  if (isStaffRole(person.role)) throw DomainError.invalid(ModeratorText.cannotInviteStaff);
  if (!MAY_MODERATE.has(person.role)) throw DomainError.invalid(ModeratorText.cannotInviteStreamer);
}

function toPersonDto(row: UserRow): ModeratorPersonDto {
  return { _id: row.id, username: row.username, fullName: row.fullName, images: { url: row.imageUrl } };
}

function toInvitationDto(
  row: ModeratorInvitationRow,
  streamer: UserRow,
  invitee: UserRow,
): ModeratorInvitationDto {
  return {
    _id: row.id,
    status: row.status as ModeratorInvitationDto['status'],
    streamer: toPersonDto(streamer),
    invitee: toPersonDto(invitee),
    _created_at: row.createdAt.toISOString(),
  };
}
