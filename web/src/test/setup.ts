import '@testing-library/jest-dom/vitest';
// jsdom has no IndexedDB (the api client records token renewals there for the other tabs).
import 'fake-indexeddb/auto';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// Test files share a worker's modules (isolate: false in vite.config.ts): the app's own modules are evaluated
// afresh for each file, so no store or cache outlives it; React, Mantine and the rest load once per worker.
vi.resetModules();
afterAll(() => {
  vi.useRealTimers();
});

// jsdom lacks the layout APIs Mantine calls while rendering (media queries, sizes, scrolling).
if (!window.matchMedia)
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });

if (!window.ResizeObserver)
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };

// jsdom's Blob cannot be read as bytes; the image checks read a file's first bytes.
Blob.prototype.arrayBuffer ??= function (this: Blob) {
  return new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the blob'));
    reader.readAsArrayBuffer(this);
  });
};

Element.prototype.scrollIntoView ??= () => {};
Element.prototype.scrollTo ??= () => {};
window.scrollTo = () => {};

// No `globals: true`, so Testing Library cannot register its own cleanup: unmount after every test here.
afterEach(() => {
  cleanup();
  // Mantine's toasts live in its own module-level store, which test files share (see the top of this file).
  notifications.clean();
  localStorage.clear();
  sessionStorage.clear();
});
