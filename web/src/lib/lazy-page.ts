import { lazy, useEffect, type ComponentType } from 'react';

const RELOADED_KEY = 'lobby-chunk-reload';

/**
 * React.lazy for a route page. A chunk that fails to load (usually a new deploy replaced it) reloads the
 * page once to fetch fresh chunk names; a second failure in a row is thrown to the error boundary.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy<ComponentType<P>>(async () => {
    try {
      const page = await load();
      sessionStorage.removeItem(RELOADED_KEY);
      return page;
    } catch (error) {
      if (sessionStorage.getItem(RELOADED_KEY)) throw error;
      sessionStorage.setItem(RELOADED_KEY, '1');
      window.location.reload();
      return new Promise<{ default: ComponentType<P> }>(() => {});
    }
  });
}

/**
 * Starts fetching a lazy component's chunk on mount, before it first renders (a list's cards, while its data
 * is on its way), so the two don't load one after the other. A failure is left to lazyPage when it renders.
 * It starts in a task of its own: adding the chunk's preload links to the document is not free, and a page's
 * effects otherwise all run in the one task that commits it.
 */
export function usePreload(load: () => Promise<unknown>): void {
  useEffect(() => {
    const timer = setTimeout(() => load().catch(() => undefined));
    return () => clearTimeout(timer);
  }, [load]);
}
