import { lazy, useEffect, type ComponentType } from 'react';

const RELOADED_KEY = 'lobby-chunk-reload';

type PageModule<P> = { default: ComponentType<P> };

/** Each lazy page's loader, to load it before it first renders (preloadPages). */
const loaders = new WeakMap<object, () => Promise<unknown>>();

/**
 * React.lazy for a route page. A chunk that fails to load (usually a new deploy replaced it) reloads the
 * page once to fetch fresh chunk names; a second failure in a row is thrown to the error boundary.
 * A page already loaded (preloadPages) renders at once: React.lazy suspends on every first render otherwise,
 * even of a loaded module, and React then holds the page back up to 300 ms after the fallback it committed.
 */
export function lazyPage<P extends object>(load: () => Promise<PageModule<P>>) {
  let loaded: PageModule<P> | undefined;
  let loading: Promise<PageModule<P>> | undefined;
  const preload = () =>
    (loading ??= reloadingOnFailure(load).then((page) => {
      loaded = page;
      return page;
    }));
  // A thenable that calls back at once: React.lazy then takes the module without suspending.
  const alreadyLoaded = (page: PageModule<P>) =>
    ({ then: (resolve: (page: PageModule<P>) => void) => resolve(page) }) as unknown as Promise<PageModule<P>>;
  const Page = lazy<ComponentType<P>>(() => (loaded ? alreadyLoaded(loaded) : preload()));
  loaders.set(Page, preload);
  return Page;
}

async function reloadingOnFailure<T>(load: () => Promise<T>): Promise<T> {
  try {
    const page = await load();
    sessionStorage.removeItem(RELOADED_KEY);
    return page;
  } catch (error) {
    if (sessionStorage.getItem(RELOADED_KEY)) throw error;
    sessionStorage.setItem(RELOADED_KEY, '1');
    window.location.reload();
    return new Promise<T>(() => {});
  }
}

/**
 * Loads the lazy pages among these components (others are skipped), so that a first render finds them loaded.
 * Never rejects: a page that failed to load fails again, to its error boundary, when it renders.
 */
export async function preloadPages(components: unknown[]): Promise<void> {
  const pending = components.flatMap((component) => {
    const load = typeof component === 'object' && component !== null ? loaders.get(component) : undefined;
    return load ? [load().catch(() => undefined)] : [];
  });
  await Promise.all(pending);
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
