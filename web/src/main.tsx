import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

// A transition render yields to the browser every few milliseconds instead of blocking it for the whole first
// render (the static shell in index.html stays on screen until the page commits).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

// A page's first Intl formatter loads ICU's data: 10-20 ms on a desktop, four times that on a phone. Paid in a task
// of its own while the page's data is on its way, not inside the render that first shows a price or a time.
setTimeout(() => {
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(0);
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit' }).format(0);
});
