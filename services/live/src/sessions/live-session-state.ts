import { LiveText, type LiveSessionStatus } from '@lobby/contracts';
import { StateMachine } from '@lobby/service-kit';

/**
 * A live session is created live (go live); while live its fields and stream link may change; ending it is
 * final. The repository's writes carry the same condition (`WHERE status = 'live'`), so a change racing an
 * end loses instead of editing an ended session.
 */
export const liveSessionStates = new StateMachine<LiveSessionStatus>(
  { live: ['ended'], ended: [] },
  () => LiveText.sessionEnded,
);

/** Fields and the stream link change only while the session is live. */
export function isEditable(status: LiveSessionStatus): boolean {
  return status === 'live';
}
