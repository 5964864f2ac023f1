export { checkoutCancelPath, checkoutSuccessPath } from '../../../lib/checkout-destination';

/** Where the fan finds the order and its invoice. */
export const orderInvoicePath = (orderId: string) =>
  `/profile?${new URLSearchParams({ tab: 'orders', order: orderId })}`;

export const gigPagePath = (username: string, slug: string) =>
  `/stars/${encodeURIComponent(username)}/gigs/${encodeURIComponent(slug)}`;
