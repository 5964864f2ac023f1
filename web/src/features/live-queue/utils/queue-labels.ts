import type { QueueEntryStatus, QueueKind } from '@lobby/contracts';

export const kindLabel: Record<QueueKind, string> = { vip: 'VIP', regular: 'Regular' };

export const statusLabel: Record<QueueEntryStatus, string> = {
  held: 'Awaiting payment',
  waiting: 'Waiting',
  playing_next: 'Playing next',
  in_game: 'In game',
  done: 'Played',
  left: 'Left',
  expired: 'Expired',
  refunded: 'Refunded',
};

export const statusColor: Record<QueueEntryStatus, string> = {
  held: 'yellow',
  waiting: 'blue',
  playing_next: 'violet',
  in_game: 'teal',
  done: 'gray',
  left: 'gray',
  expired: 'gray',
  refunded: 'grape',
};

/** "1st", "2nd", "3rd", "4th"… for a place in the queue. */
export function ordinal(position: number): string {
  const tens = position % 100;
  if (tens >= 11 && tens <= 13) return `${position}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][position % 10] ?? 'th';
  return `${position}${suffix}`;
}
