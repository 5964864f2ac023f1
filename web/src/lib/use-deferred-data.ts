import { useDeferredValue } from 'react';

/**
 * A query's data, to render at transition priority: when an answer arrives, what it brings (a list of cards, a
 * page) renders in slices between which the browser can respond, instead of in one blocking task (TanStack
 * Query's updates render synchronously). Undefined until that render is ready, so the placeholders stay until
 * then; later answers show the previous data until theirs is ready.
 */
export function useDeferredData<T>(data: T | undefined): T | undefined {
  const deferred = useDeferredValue(data);
  return data === undefined ? undefined : deferred;
}
