import { QueueEntryStatuses, type QueueEntryStatus } from '@lobby/contracts';
import { canMove, queueSourcesOf } from './queue-state';

describe('queue place states', () => {
  // A VIP place's hold states (held → waiting, held → expired, waiting → refunded) mirror its order: holds/ moves
  // them through VipHolds, never a line move.
  const allowed: [QueueEntryStatus, QueueEntryStatus, 'vip' | 'regular' | 'both'][] = [
    ['waiting', 'playing_next', 'both'],
    ['waiting', 'done', 'both'],
    ['waiting', 'left', 'regular'],
    ['playing_next', 'in_game', 'both'],
    ['playing_next', 'done', 'both'],
    ['in_game', 'done', 'both'],
  ];

  it('allows exactly the listed moves, for the kinds they belong to', () => {
    for (const kind of ['vip', 'regular'] as const) {
      for (const from of QueueEntryStatuses) {
        for (const to of QueueEntryStatuses) {
          const rule = allowed.find(([a, b]) => a === from && b === to);
          const expected = rule !== undefined && (rule[2] === 'both' || rule[2] === kind);
          expect([kind, from, to, canMove(kind, from, to)]).toEqual([kind, from, to, expected]);
        }
      }
    }
  });

  it('never lets a VIP place leave, a regular place be refunded, or anything skip playing next', () => {
    expect(canMove('vip', 'waiting', 'left')).toBe(false);
    expect(canMove('regular', 'waiting', 'refunded')).toBe(false);
    expect(canMove('regular', 'waiting', 'in_game')).toBe(false);
    expect(canMove('vip', 'done', 'waiting')).toBe(false);
    expect(canMove('vip', 'refunded', 'waiting')).toBe(false);
  });

  it('names the states a conditional update may move from', () => {
    expect(queueSourcesOf('done').sort()).toEqual(['in_game', 'playing_next', 'waiting']);
    expect(queueSourcesOf('waiting')).toEqual([]);
    expect(queueSourcesOf('held')).toEqual([]);
    expect(queueSourcesOf('refunded')).toEqual([]);
  });
});
