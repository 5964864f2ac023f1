import type { OrderStatus, QueueEntryStatus, QueueKind } from '@lobby/contracts';
import { StateMachine } from '@lobby/service-kit';

/**
 * How a place moves in line: a waiting fan is called (playing next → in game → done), skipped to done, or leaves
 * (regular only). A VIP place's hold states (held, expired, refunded) mirror its order and are set only by
 * VipHolds when holds/ moves the order (holds/hold-state.ts is the one machine for paying, expiring, refunding).
 */
const lineStates = new StateMachine<QueueEntryStatus>(
  {
    held: [],
    waiting: ['playing_next', 'done', 'left'],
    playing_next: ['in_game', 'done'],
    in_game: ['done'],
    done: [],
    left: [],
    expired: [],
    refunded: [],
  },
  (from, to) => `A queue place can't go from ${from} to ${to}`,
);

/** States only one kind of place can be in: only regular places leave. */
const ONLY_FOR: Partial<Record<QueueEntryStatus, QueueKind>> = { left: 'regular' };

/** Where a VIP place's entry goes when its order is paid or ends unserved (set by VipHolds only). */
export const VIP_ENTRY_MIRROR = {
  paid: { from: 'held', to: 'waiting' },
  expired: { from: 'held', to: 'expired' },
  cancelled: { from: 'held', to: 'expired' },
  refunded: { from: 'waiting', to: 'refunded' },
} as const satisfies Partial<Record<OrderStatus, { from: QueueEntryStatus; to: QueueEntryStatus }>>;

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
  return lineStates.canTransition(from, to) && isStateOf(kind, from) && isStateOf(kind, to);
}

function isStateOf(kind: QueueKind, status: QueueEntryStatus): boolean {
  const only = ONLY_FOR[status];
  return only === undefined || only === kind;
}

/** The states a place may be in to move to `to` (for conditional updates in SQL). */
export function queueSourcesOf(to: QueueEntryStatus): QueueEntryStatus[] {
  return lineStates.sourcesOf(to);
}

export function isPlaying(status: QueueEntryStatus): boolean {
  return PLAYING_STATES.includes(status);
}

export function isInLine(status: QueueEntryStatus): boolean {
  return IN_LINE_STATES.includes(status);
}
