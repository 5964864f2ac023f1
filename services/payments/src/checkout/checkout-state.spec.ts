import { PaymentsText } from '@lobby/contracts';
import { checkoutStates } from './checkout-state';

describe('checkout session states', () => {
  it('moves only an open session, once, to paid, failed or expired', () => {
    expect(checkoutStates.canTransition('created', 'paid')).toBe(true);
    expect(checkoutStates.canTransition('created', 'failed')).toBe(true);
    expect(checkoutStates.canTransition('created', 'expired')).toBe(true);
    for (const from of ['paid', 'failed', 'expired'] as const) {
      for (const to of ['created', 'paid', 'failed', 'expired'] as const)
        expect(checkoutStates.canTransition(from, to)).toBe(false);
    }
    expect(checkoutStates.sourcesOf('paid')).toEqual(['created']);
    expect(checkoutStates.sourcesOf('created')).toEqual([]);
  });

  it('refuses a closed session with a conflict saying the checkout is closed', () => {
    expect(() => checkoutStates.assertTransition('created', 'paid')).not.toThrow();
    expect(() => checkoutStates.assertTransition('failed', 'paid')).toThrow(
      expect.objectContaining({ kind: 'conflict', status: 409, message: PaymentsText.checkoutClosed }),
    );
  });
});
