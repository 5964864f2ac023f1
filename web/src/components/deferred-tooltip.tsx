import type { TooltipProps } from '@mantine/core';
import { Suspense } from 'react';
import { lazyPage } from '../lib/lazy-page';

const Tooltip = lazyPage<TooltipProps>(() => import('./loaded-tooltip'));

/**
 * Mantine's Tooltip, loaded just after the page: it brings floating-ui (15 kB gz), which the first paint
 * doesn't need, as a tooltip only shows on hover or focus. Until it has loaded the element shows without one.
 */
export function DeferredTooltip(props: TooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <Tooltip {...props} />
    </Suspense>
  );
}
