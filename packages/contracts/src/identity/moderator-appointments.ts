import type { Actor, Message } from '../rpc';

/**
 * Appointing moderators (issue 33): a streamer invites a fan by email or username, the fan accepts or declines; the
 * streamer removes a moderator or cancels an invitation, a moderator leaves a streamer, and staff appoint and remove
 * directly. Accepting makes a fan's role `moderator`; when their last link ends they are a `user` again.
 */
export const ModeratorText = {
  invited: 'Invitation sent',
  inviteeNotFound: 'No account has this email or username',
  cannotInviteSelf: 'You cannot be your own moderator',
  cannotInviteStaff: 'Staff accounts cannot be moderators',
  cannotInviteStreamer: 'Streamers cannot be moderators',
  inviteeUnavailable: 'This account cannot be a moderator',
  alreadyModerator: 'This person already moderates for this streamer',
  alreadyInvited: 'This person already has a pending invitation',
  invitationNotFound: 'Invitation not found',
  invitationClosed: 'This invitation is no longer open',
  invitationExpired: 'This invitation has expired; ask the streamer to invite you again',
  streamerUnavailable: 'This streamer can no longer be moderated',
  streamerNotFound: 'Streamer not found',
  notModerator: 'This person is not a moderator for this streamer',
  accepted: 'You are now a moderator',
  declined: 'Invitation declined',
  cancelled: 'Invitation cancelled',
  removed: 'Moderator removed',
  left: 'You no longer moderate for this streamer',
  appointed: 'Moderator appointed',
} as const;

/** The invitee's in-app notice. */
export const moderatorInvitationTitle = (streamerName: string) =>
  `${streamerName} invited you to be their moderator`;

export const ModeratorLimits = {
  /** An email or a username: bounded like the longer of the two. */
  identifierMax: 254,
  /** A pending invitation can be accepted for this many days after it was sent; then it is gone from the lists. */
  invitationValidDays: 7,
} as const;

export type ModeratorInvitationStatus = 'pending' | 'accepted' | 'declined' | 'cancelled';

/** A person on either side of a moderator link (spec §3 naming). */
export interface ModeratorPersonDto {
  _id: string;
  username: string;
  fullName: string;
  images: { url: string | null };
}

export interface ModeratorLinkDto {
  moderator: ModeratorPersonDto;
  /** ISO time the link began. */
  since: string;
}

export interface ModeratorInvitationDto {
  _id: string;
  status: ModeratorInvitationStatus;
  streamer: ModeratorPersonDto;
  invitee: ModeratorPersonDto;
  _created_at: string;
}

/** A streamer's moderators and the invitations still waiting for an answer. */
export interface StreamerModeratorsDto {
  moderators: ModeratorLinkDto[];
  invitations: ModeratorInvitationDto[];
}

export interface ModeratorAppointmentSubjects {
  /** The calling streamer's moderators and pending invitations. */
  'identity.streamerModerators': { req: Actor; res: StreamerModeratorsDto };
  /** The calling streamer invites the account with this email or username. */
  'identity.inviteModerator': {
    req: Actor & { identifier: string };
    res: Message & { invitation: ModeratorInvitationDto };
  };
  /** The calling streamer withdraws one of their pending invitations. */
  'identity.cancelModeratorInvitation': { req: Actor & { invitationId: string }; res: Message };
  /** The calling streamer ends one of their moderator links. */
  'identity.removeModerator': { req: Actor & { moderatorId: string }; res: Message };
  /** The caller's pending invitations. */
  'identity.myModeratorInvitations': { req: Actor; res: { invitations: ModeratorInvitationDto[] } };
  /** The invitee (only) accepts or declines; one answer per invitation. */
  'identity.answerModeratorInvitation': {
    req: Actor & { invitationId: string; accept: boolean };
    res: Message;
  };
  /** The calling moderator stops moderating for this streamer. */
  'identity.leaveModeratedStreamer': { req: Actor & { streamerId: string }; res: Message };
  /** Staff (Influencers read): a streamer's moderators and pending invitations. */
  'identity.adminStreamerModerators': { req: Actor & { streamerId: string }; res: StreamerModeratorsDto };
  /** Staff (Influencers write) link a moderator to a streamer directly, no invitation; audited. */
  'identity.appointModerator': {
    req: Actor & { streamerId: string; identifier: string };
    res: Message & { moderator: ModeratorPersonDto };
  };
  /** Staff (Influencers write) end a moderator link; audited. */
  'identity.dismissModerator': { req: Actor & { streamerId: string; moderatorId: string }; res: Message };
}

/** Facts about moderator invitations that other services act on (JetStream, through identity's outbox). */
export const ModeratorEventSubjects = {
  invited: 'events.identity.moderator-invited',
} as const;
export type { ModeratorInvitedEvent } from '../schema/domain-events';

/**
 * Core NATS subject every gateway subscribes to (no queue group): a moderator link began or ended, so the
 * moderator's open sockets join or leave the streamer's room at once. At most once: acting events re-read the
 * caller's links from identity anyway, and a reconnecting socket joins the rooms of its links then.
 */
export const MODERATOR_LINKS_SUBJECT = 'realtime.moderator-links';

export interface ModeratorLinkChange {
  moderatorId: string;
  streamerId: string;
  linked: boolean;
}
