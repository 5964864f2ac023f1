import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// @mantine/dates, charts and tiptap bring their CSS with the lazy pages that use them (first route: core only).
import './global.css';
import { TOAST_DURATION_MS, TOAST_EXIT_MS } from '@lobby/contracts';
import { MantineProvider } from '@mantine/core';
import type { ModalsProviderProps } from '@mantine/modals';
import type { NotificationsProps } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { lazyPage } from '../lib/lazy-page';
import { hostModalsLazily, ModalsHostReadySignal } from '../lib/modals-host';
import { queryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from './theme';

// The toasts' container and the confirm dialogs' host load just after the page, not before its first paint:
// a toast shown earlier waits in @mantine/notifications' store and shows once the container is there, and
// `modals.open…()` reach the host by window events, so it needs to wrap nothing (confirmDanger waits for it).
const Notifications = lazyPage<NotificationsProps>(() =>
  import('./loaded-overlays').then((m) => ({ default: m.Notifications })),
);
const ModalsProvider = lazyPage<ModalsProviderProps>(() =>
  import('./loaded-overlays').then((m) => ({ default: m.ModalsProvider })),
);
hostModalsLazily();

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="dark">
        <Suspense fallback={null}>
          <Notifications
            position="bottom-right"
            autoClose={TOAST_DURATION_MS}
            transitionDuration={TOAST_EXIT_MS}
          />
          <ModalsProvider />
          <ModalsHostReadySignal />
        </Suspense>
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
