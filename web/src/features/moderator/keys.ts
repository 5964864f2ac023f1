export const moderatorKeys = {
  details: ['moderator-details'] as const,
  streamerModerators: ['streamer-moderators'] as const,
  myInvitations: ['moderator-invitations'] as const,
};
