/**
 * The props of a loading placeholder or spinner: a busy status region named by what loads. A name alone on an
 * element without a role is prohibited ARIA (axe: aria-prohibited-attr, serious).
 */
export const loadingRegion = (label: string) =>
  ({ role: 'status', 'aria-busy': true, 'aria-label': label }) as const;
