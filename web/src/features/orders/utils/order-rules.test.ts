import type { OrderDto } from '@lobby/contracts';
import { describe, expect, it } from 'vitest';
import { canCancel, canEditGamerTags, hasInvoice, isAwaitingPayment } from './order-rules';

const order = (changes: Partial<OrderDto>) =>
  ({
    kind: 'slot',
    status: 'paid',
    gamerTags: [{ _id: 't1', gamerTag: 'Ace' }],
    startTime: '2030-03-09T18:00:00.000Z',
    paidAt: '2030-03-02T18:05:00.000Z',
    ...changes,
  }) as OrderDto;
const before = Date.parse('2030-03-09T17:00:00.000Z');

describe('order rules', () => {
  it('lets the buyer rename a slot order’s gamer tags before its slot, never a VIP place’s', () => {
    expect(canEditGamerTags(order({}), before)).toBe(true);
    expect(canEditGamerTags(order({ kind: 'vip', slot_id: null }), before)).toBe(false);
  });

  it('offers the invoice of any order that was paid, a VIP place included', () => {
    expect(hasInvoice(order({ kind: 'vip' }))).toBe(true);
    expect(hasInvoice(order({ paidAt: null }))).toBe(false);
  });

  it('offers to cancel only a paid slot booking whose slot has not started', () => {
    expect(canCancel(order({}), before)).toBe(true);
    expect(canCancel(order({ status: 'held' }), before)).toBe(false);
    expect(canCancel(order({ status: 'refunded' }), before)).toBe(false);
    expect(canCancel(order({ kind: 'vip' }), before)).toBe(false);
    expect(canCancel(order({}), Date.parse('2030-03-09T18:00:00.000Z'))).toBe(false);
  });

  it('offers to pay or give up a held slot order only while its hold runs', () => {
    const held = order({ status: 'held', paidAt: null, expiresAt: '2030-03-09T17:15:00.000Z' });
    expect(isAwaitingPayment(held, before)).toBe(true);
    expect(isAwaitingPayment(held, Date.parse('2030-03-09T17:15:00.000Z'))).toBe(false);
    expect(isAwaitingPayment({ ...held, status: 'expired' }, before)).toBe(false);
    expect(isAwaitingPayment({ ...held, status: 'cancelled' }, before)).toBe(false);
    expect(isAwaitingPayment({ ...held, kind: 'vip' }, before)).toBe(false);
  });
});
