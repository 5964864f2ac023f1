import type { TooltipProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import {
  cloneElement,
  Suspense,
  useRef,
  useState,
  type PointerEvent,
  type ReactElement,
  type Ref,
  type RefObject,
} from 'react';
import { lazyPage } from '../lib/lazy-page';

type TargetTooltipProps = Omit<TooltipProps, 'children' | 'target'> & {
  target: RefObject<HTMLElement | null>;
};

// Open at once if the pointer is still on the element when the tooltip is made (it is made as the pointer arrives).
const PointedTooltip = lazyPage<TargetTooltipProps>(() =>
  import('./loaded-tooltip').then(({ default: Tooltip }) => ({
    default: (props: TargetTooltipProps) => (
      <Tooltip {...props} defaultOpened={props.target.current?.matches(':hover') ?? false} />
    ),
  })),
);

interface TooltipTarget {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
}

/**
 * Mantine's Tooltip (a hover tooltip, as its defaults), made only when a mouse first reaches the element: each
 * tooltip costs floating-ui's hooks and listeners, a few milliseconds a card on a phone, and a page of cards has
 * dozens that are mostly never pointed at (and can't be: a tooltip ignores touch). It is attached beside the element
 * (Tooltip's `target`), so the element itself is never re-created; floating-ui (15 kB gz) loads only then.
 */
export function DeferredTooltip({
  children,
  ...tooltipProps
}: Omit<TooltipProps, 'children' | 'target'> & { children: ReactElement<TooltipTarget> }) {
  const [pointedAt, setPointedAt] = useState(false);
  const target = useRef<HTMLElement>(null);
  const ref = useMergedRef(target, children.props.ref);
  const onPointerEnter = (event: PointerEvent<HTMLElement>) => {
    children.props.onPointerEnter?.(event);
    if (event.pointerType === 'mouse') setPointedAt(true);
  };
  return (
    <>
      {cloneElement(children, { ref, onPointerEnter })}
      {pointedAt && (
        <Suspense fallback={null}>
          <PointedTooltip {...tooltipProps} target={target} />
        </Suspense>
      )}
    </>
  );
}
