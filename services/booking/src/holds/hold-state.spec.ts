import { OrderStatuses, type OrderStatus } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import { holdStates, releasesSeats } from './hold-state';

const canTransition = (from: OrderStatus, to: OrderStatus) => holdStates.canTransition(from, to);
const assertTransition = (from: OrderStatus, to: OrderStatus) => holdStates.assertTransition(from, to);
const sourcesOf = (to: OrderStatus) => holdStates.sourcesOf(to);

const ALLOWED: [OrderStatus, OrderStatus][] = [
  ['held', 'paid'],
  ['held', 'expired'],
  ['held', 'cancelled'],
  ['paid', 'completed'],
  ['paid', 'refunded'],
  ['paid', 'cancelled'],
  ['completed', 'refunded'],
];
const isAllowed = (from: OrderStatus, to: OrderStatus) => ALLOWED.some(([a, b]) => a === from && b === to);
const REFUSED = OrderStatuses.flatMap((from) =>
  OrderStatuses.filter((to) => !isAllowed(from, to)).map((to) => [from, to] as const),
);

describe('order state machine', () => {
  it.each(ALLOWED)('allows %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
    expect(() => assertTransition(from, to)).not.toThrow();
  });

  it('refuses every other move (29 of 36), staying put included', () => {
    expect(REFUSED).toHaveLength(29);
    for (const [from, to] of REFUSED) {
      expect(canTransition(from, to)).toBe(false);
      expect(() => assertTransition(from, to)).toThrow(DomainError);
      try {
        assertTransition(from, to);
      } catch (error) {
        expect((error as DomainError).status).toBe(409);
      }
    }
  });

  it('lists where each state can be reached from, for conditional updates', () => {
    expect(sourcesOf('paid')).toEqual(['held']);
    expect(sourcesOf('expired')).toEqual(['held']);
    expect(sourcesOf('cancelled').sort()).toEqual(['held', 'paid']);
    expect(sourcesOf('held')).toEqual([]);
  });

  it('gives seats back only when leaving a state that holds them', () => {
    expect(releasesSeats('held', 'expired')).toBe(true);
    expect(releasesSeats('held', 'cancelled')).toBe(true);
    expect(releasesSeats('paid', 'refunded')).toBe(true);
    expect(releasesSeats('held', 'paid')).toBe(false);
    expect(releasesSeats('paid', 'completed')).toBe(false);
  });
});
