export const checkoutKeys = {
  orderBySession: (sessionId: string) => ['order-by-checkout-session', sessionId] as const,
  sandbox: (sessionId: string) => ['sandbox-checkout', sessionId] as const,
  cancelled: (sessionId: string | null) => ['cancelled-checkout', sessionId] as const,
};
