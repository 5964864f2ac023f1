export const checkoutSuccessPath = (sessionId: string) =>
  `/checkout/success?${new URLSearchParams({ session_id: sessionId })}`;

export const checkoutCancelPath = (sessionId: string) =>
  `/checkout/cancel?${new URLSearchParams({ session_id: sessionId })}`;

/** Where the fan finds the order and its invoice. */
export const orderInvoicePath = (orderId: string) =>
  `/profile?${new URLSearchParams({ tab: 'orders', order: orderId })}`;

export const gigPagePath = (username: string, slug: string) =>
  `/stars/${encodeURIComponent(username)}/gigs/${encodeURIComponent(slug)}`;
