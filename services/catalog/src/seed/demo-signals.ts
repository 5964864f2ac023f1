import { newId } from '@lobby/service-kit';
import type { DemoSignals } from './demo-data.repository';
import type { DemoPlan } from './demo-plan';

const DEMO_FANS = 40;
const SEED = 20_240_611;

/** A small deterministic generator (mulberry32), so every demo start ranks the same way. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Favourites from demo fans and anonymous clicks, more for some stars than others, so "popularity" has
 * something real to sort by on a fresh install.
 */
export function demoSignals(plan: DemoPlan): DemoSignals {
  const next = random(SEED);
  const fans = Array.from({ length: DEMO_FANS }, () => newId());
  const pickFans = (count: number) => fans.filter(() => next() < count / DEMO_FANS);
  const weightOf = new Map(plan.stars.map((star, index) => [star.id, 1 - index / (plan.stars.length + 5)]));
  const signals: DemoSignals = { favorites: [], clicks: [] };

  for (const gig of plan.gigs) {
    const weight = (weightOf.get(gig.starId) ?? 0.5) * (0.3 + next());
    for (const userId of pickFans(Math.round(14 * weight)))
      signals.favorites.push({ userId, kind: 'gig', itemId: gig.id });
    signals.clicks.push({
      kind: 'gig',
      itemId: gig.id,
      starId: gig.starId,
      count: Math.round(5 + 110 * weight),
    });
  }
  for (const star of plan.stars) {
    const weight = (weightOf.get(star.id) ?? 0.5) * (0.5 + next());
    for (const userId of pickFans(Math.round(20 * weight)))
      signals.favorites.push({ userId, kind: 'star', itemId: star.id });
    signals.clicks.push({
      kind: 'star',
      itemId: star.id,
      starId: star.id,
      count: Math.round(10 + 150 * weight),
    });
  }
  for (const { game } of plan.games) {
    for (const userId of pickFans(Math.round(10 * next())))
      signals.favorites.push({ userId, kind: 'game', itemId: game.id });
    signals.clicks.push({
      kind: 'game',
      itemId: game.id,
      starId: null,
      count: Math.round(20 + 100 * next()),
    });
  }
  return signals;
}
