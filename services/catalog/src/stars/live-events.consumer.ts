import { LiveSessionConsumer } from '@lobby/service-kit';
import { StarsRepository } from './stars.repository';

/**
 * Keeps stars' isLive and liveSessionId (browse's "live now") from live's durable snapshots (the kit's rule: a
 * newer snapshot applies, an old "ended" never hides a newer session).
 */
export class LiveEventsConsumer extends LiveSessionConsumer('stars-from-live-sessions', StarsRepository) {}
