import type { QueueEntryStatus, QueueKind } from '@lobby/contracts';

/**
 * The one place that says how a queue place may move: a VIP hold is paid (held → waiting) or expires; a waiting
 * fan is called (playing next → in game → done), skipped to done, leaves (regular only) or is refunded when the
 * queue closes unserved (VIP only). Everything else is refused.
 */
const ALLOWED: Record<QueueEntryStatus, readonly QueueEntryStatus[]> = {
  held: ['waiting', 'expired'],
  waiting: ['playing_next', 'done', 'left', 'refunded'],
  playing_next: ['in_game', 'done'],
  in_game: ['done'],
  done: [],
  left: [],
  expired: [],
  refunded: [],
};

/** States only one kind of place can be in: only VIP places are held or refunded, only regular ones are left. */
const ONLY_FOR: Partial<Record<QueueEntryStatus, QueueKind>> = {
  held: 'vip',
  expired: 'vip',
  refunded: 'vip',
  left: 'regular',
};

/** A fan's place that still counts: a running hold or a place in line. */
export const ACTIVE_STATES: readonly QueueEntryStatus[] = ['held', 'waiting', 'playing_next', 'in_game'];
/** In line: what the one-place-per-fan index covers. */
export const IN_LINE_STATES: readonly QueueEntryStatus[] = ['waiting', 'playing_next', 'in_game'];
/** With the streamer right now: these fans see the lobby code, and the queue can't close while any are here. */
export const PLAYING_STATES: readonly QueueEntryStatus[] = ['playing_next', 'in_game'];
/** Places a fan actually took (a hold never paid is not one). */
export const JOINED_STATES: readonly QueueEntryStatus[] = [
  'waiting',
  'playing_next',
  'in_game',
  'done',
  'left',
  'refunded',
];

export function canMove(kind: QueueKind, from: QueueEntryStatus, to: QueueEntryStatus): boolean {
  return (ALLOWED[from]?.includes(to) ?? false) && isStateOf(kind, from) && isStateOf(kind, to);
}

function isStateOf(kind: QueueKind, status: QueueEntryStatus): boolean {
  const only = ONLY_FOR[status];
  return only === undefined || only === kind;
}

/** The states a place may be in to move to `to` (for conditional updates in SQL). */
export function queueSourcesOf(to: QueueEntryStatus): QueueEntryStatus[] {
  return (Object.keys(ALLOWED) as QueueEntryStatus[]).filter((from) => ALLOWED[from].includes(to));
}

export function isPlaying(status: QueueEntryStatus): boolean {
  return PLAYING_STATES.includes(status);
}

export function isInLine(status: QueueEntryStatus): boolean {
  return IN_LINE_STATES.includes(status);
}
