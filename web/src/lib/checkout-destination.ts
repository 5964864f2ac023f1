import type { CheckoutSessionDto } from '@lobby/contracts';

/** Where the buyer goes once a checkout is open: a page of this app, or a payment provider's site. */
export type CheckoutDestination = { path: string } | { externalUrl: string };

export const checkoutSuccessPath = (sessionId: string) =>
  `/checkout/success?${new URLSearchParams({ session_id: sessionId })}`;

export const checkoutCancelPath = (sessionId: string) =>
  `/checkout/cancel?${new URLSearchParams({ session_id: sessionId })}`;

/**
 * A paid session (the wallet) goes straight to the confirmation; one with a url goes there (the sandbox's page
 * is ours, Stripe's is not); a closed one to the "not completed" page; anything else to the confirmation,
 * which waits for the payment.
 */
export function checkoutDestination(session: CheckoutSessionDto, origin: string): CheckoutDestination {
  if (session.status === 'paid') return { path: checkoutSuccessPath(session.sessionId) };
  if (session.status !== 'created') return { path: checkoutCancelPath(session.sessionId) };
  if (session.url) {
    const url = new URL(session.url, origin);
    if (url.origin === origin) return { path: `${url.pathname}${url.search}${url.hash}` };
    if (url.protocol === 'https:' || url.protocol === 'http:') return { externalUrl: url.href };
  }
  return { path: checkoutSuccessPath(session.sessionId) };
}
