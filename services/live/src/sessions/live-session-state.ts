import type { LiveSessionStatus } from '@lobby/contracts';

/**
 * A live session is created live (go live); while live its fields and stream link may change; ending it is
 * final. The repository's writes carry the same condition (`WHERE status = 'live'`), so a change racing an
 * end loses instead of editing an ended session.
 */
const LiveSessionTransitions: Record<LiveSessionStatus, readonly LiveSessionStatus[]> = {
  live: ['ended'],
  ended: [],
};

export function canMove(from: LiveSessionStatus, to: LiveSessionStatus): boolean {
  return LiveSessionTransitions[from].includes(to);
}

/** Fields and the stream link change only while the session is live. */
export function isEditable(status: LiveSessionStatus): boolean {
  return status === 'live';
}
