/**
 * Paid orders per click as a percentage with two decimals, 0 without clicks. Capped at 100: an order can come
 * without a tracked click (a shared link), and a rate above 100 % would read as a fault.
 */
export function conversionRate(orders: number, clicks: number): number {
  if (clicks <= 0) return 0;
  return Math.min(100, Math.round((orders / clicks) * 10_000) / 100);
}
