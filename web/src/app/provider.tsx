import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// @mantine/dates, charts and tiptap bring their CSS with the lazy pages that use them (first route: core only).
import './global.css';
import { TOAST_DURATION_MS, TOAST_EXIT_MS } from '@lobby/contracts';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from './theme';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="dark">
        <Notifications
          position="bottom-right"
          autoClose={TOAST_DURATION_MS}
          transitionDuration={TOAST_EXIT_MS}
        />
        <ModalsProvider>{children}</ModalsProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}
