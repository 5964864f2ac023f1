import { createHash } from 'node:crypto';

/** sha256 of the eligible fans' ids, sorted and joined by newlines: names the list a draw ran over. */
export function eligibleHash(sortedIds: readonly string[]): string {
  return createHash('sha256').update(sortedIds.join('\n')).digest('hex');
}

/**
 * Draws `count` distinct winners from `sortedIds` with a PRNG seeded by `seed` alone: a partial Fisher-Yates
 * shuffle whose i-th random number is the first 8 bytes of sha256(`${seed}:${i}`) modulo the remaining length. The
 * same seed over the same list gives the same winners in the same order, on any machine.
 */
export function drawWinners(sortedIds: readonly string[], seed: string, count: number): string[] {
  const pool = [...sortedIds];
  const picks = Math.min(count, pool.length);
  for (let i = 0; i < picks; i += 1) {
    const remaining = BigInt(pool.length - i);
    const random = createHash('sha256').update(`${seed}:${i}`).digest().readBigUInt64BE(0);
    const j = i + Number(random % remaining);
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, picks);
}
