import { canMove, checkoutSourcesOf } from './checkout-state';

describe('checkout session states', () => {
  it('moves only an open session, once, to paid, failed or expired', () => {
    expect(canMove('created', 'paid')).toBe(true);
    expect(canMove('created', 'failed')).toBe(true);
    expect(canMove('created', 'expired')).toBe(true);
    for (const from of ['paid', 'failed', 'expired'] as const) {
      for (const to of ['created', 'paid', 'failed', 'expired'] as const)
        expect(canMove(from, to)).toBe(false);
    }
    expect(checkoutSourcesOf('paid')).toEqual(['created']);
    expect(checkoutSourcesOf('created')).toEqual([]);
  });
});
