import { isValidElement, StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { preloadPages } from './lib/lazy-page';
import { queryClient } from './lib/query-client';

// Tasks of their own, not one: on a phone, evaluating the first route's modules, creating the router (ranking
// some hundred routes, matching the address, starting the page's loader), creating React's root (its listeners
// for every event) and loading ICU's data for the first Intl formatter (10-20 ms on a desktop) each take well over
// the 50 ms that block a page's input.
setTimeout(async () => {
  const router = createAppRouter();
  // The first render waits for the address's page code (its chunks are already on their way, named in the page's
  // HTML, or fetched now), so it commits the page itself rather than the route's fallback first.
  await preloadPages(
    router.state.matches.flatMap(({ route }) => [
      route.Component,
      isValidElement(route.element) ? route.element.type : null,
    ]),
  );
  setTimeout(() => {
    // A transition render yields to the browser every few milliseconds instead of blocking it for the whole first
    // render (the static shell in index.html stays on screen until the page commits).
    startTransition(() => {
      createRoot(document.getElementById('root')!).render(
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      );
    });
  });
});

// What every price needs, asked for in a task of its own before the page renders its first price.
setTimeout(() => {
  import('./lib/currency/display-money')
    .then(({ prefetchDisplayMoney }) => prefetchDisplayMoney(queryClient))
    .catch(() => undefined);
});

// Paid while the page's data is on its way, not inside the render that first shows a price or a time.
setTimeout(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(0));
setTimeout(() => new Intl.DateTimeFormat('en-GB', { hour: '2-digit' }).format(0));
