import { useEffect } from 'react';

let pending: Promise<void> | null = null;
let markReady: () => void = () => undefined;

/**
 * Mantine's modals host (ModalsProvider) hears `modals.open…()` by window events: one sent before it listens is
 * lost. The app mounts it after the first paint, so it declares that here; `whenModalsHostReady` then holds an
 * `open` until the host listens. (Where the host is mounted with the page, as in tests, `open` runs at once.)
 */
export function hostModalsLazily(): void {
  pending ??= new Promise<void>((resolve) => {
    markReady = () => {
      pending = null;
      resolve();
    };
  });
}

export function whenModalsHostReady(open: () => void): void {
  if (pending) void pending.then(open);
  else open();
}

/** Placed after ModalsProvider: its effect runs after the provider's, so the provider listens by then. */
export function ModalsHostReadySignal(): null {
  useEffect(() => markReady(), []);
  return null;
}
