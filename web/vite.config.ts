/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const gateway = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      // Use the TypeScript source of the shared contracts; its CommonJS build is for the Node services.
      '@lobby/contracts': fileURLToPath(new URL('../packages/contracts/src/index.ts', import.meta.url)),
    },
  },
  server: {
    proxy: {
      '/api': gateway,
      '/auth': gateway,
      '/socket.io': { target: gateway, ws: true },
    },
  },
  // Web unit tests (`npm test -w web`, also run by the root `npm test`); Jest runs everything else.
  test: {
    environment: 'jsdom',
    // A process per test file (not threads): tests set the viewer's time zone (TZ), which is per process.
    pool: 'forks',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React and the router change rarely, so their own chunk stays cached across deploys.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
