import { LiveSessionConsumer } from '@lobby/service-kit';
import { UsersRepository } from '../users/users.repository';

/**
 * Keeps each streamer's running live session (the User's isLive and _live_session_id, spec §3) from live's
 * durable snapshots (the kit's rule: a newer snapshot applies, an old "ended" never hides a newer session), and
 * tells the streamer's and their moderators' pages once it has (their header's live button reads this).
 */
export class LiveStateConsumer extends LiveSessionConsumer('identity-live-state', UsersRepository, {
  announceApplied: true,
}) {}
