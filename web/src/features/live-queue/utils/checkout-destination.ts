import type { CheckoutSessionDto } from '@lobby/contracts';

/** Where the fan goes once a checkout is open: a page of this app, or a payment provider's site. */
export type CheckoutDestination = { path: string } | { externalUrl: string };

const successPath = (sessionId: string) =>
  `/checkout/success?${new URLSearchParams({ session_id: sessionId })}`;
const cancelPath = (sessionId: string) =>
  `/checkout/cancel?${new URLSearchParams({ session_id: sessionId })}`;

/**
 * The same rule as a gig checkout's: a paid session (the wallet) goes straight to the confirmation; one with a
 * url goes there (the sandbox's page is ours, Stripe's is not); a closed one to "not completed"; anything
 * else to the confirmation, which waits for the payment.
 */
export function checkoutDestination(session: CheckoutSessionDto, origin: string): CheckoutDestination {
  if (session.status === 'paid') return { path: successPath(session.sessionId) };
  if (session.status !== 'created') return { path: cancelPath(session.sessionId) };
  if (session.url) {
    const url = new URL(session.url, origin);
    if (url.origin === origin) return { path: `${url.pathname}${url.search}${url.hash}` };
    if (url.protocol === 'https:' || url.protocol === 'http:') return { externalUrl: url.href };
  }
  return { path: successPath(session.sessionId) };
}
