import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { cssVariablesResolver, theme } from '../app/theme';

/** Shows where the app navigated to, so a test can read it: 'At /login?redirect=…'. */
function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`At ${pathname}${search}`}</p>;
}

/**
 * Renders `ui` at `path` inside the app's providers (Mantine with the app's theme and toasts, a fresh query
 * cache, a router whose other pages show their own address).
 */
export function renderInApp(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="dark">
        <Notifications />
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={new URL(path, 'http://app').pathname} element={ui} />
            <Route path="*" element={<CurrentLocation />} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}
