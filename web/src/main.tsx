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
