import type { TrackingVisitor } from '@lobby/contracts';

/** The bot rule and the counting day are the kit's, shared with content's blog reads. */
export { isBotUserAgent, markDay } from '@lobby/service-kit';

/** The streamer's own visits and their moderators' are not audience. */
export function isOwnVisit(visitor: Partial<TrackingVisitor>, starId: string | null): boolean {
  return starId !== null && (visitor.managedStarIds ?? []).includes(starId);
}
