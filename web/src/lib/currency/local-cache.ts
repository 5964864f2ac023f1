/** A server answer kept in localStorage with the time it was fetched, so the next page load starts with it. */
export interface CachedAnswer<T> {
  value: T;
  savedAt: number;
}

/** The kept answer, or undefined when there is none or it no longer has the expected shape. */
export function readCachedAnswer<T>(key: string, isValid: (value: unknown) => value is T) {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<CachedAnswer<unknown>> | null;
    if (!stored || typeof stored.savedAt !== 'number' || !isValid(stored.value)) return undefined;
    return { value: stored.value, savedAt: stored.savedAt };
  } catch {
    return undefined;
  }
}

/** Keeps an answer; a full or blocked storage only costs the next page load a request. */
export function writeCachedAnswer<T>(key: string, value: T): void {
  try {
    localStorage.setItem(key, JSON.stringify({ value, savedAt: Date.now() } satisfies CachedAnswer<T>));
  } catch {
    // Nothing to do: the answer is still in the query cache for this page load.
  }
}
