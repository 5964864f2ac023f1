import { Box, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import classes from './side-scroller.module.css';

interface SideScrollerProps {
  /** One list element: its items are what scrolls. */
  children: ReactElement;
  /** How far an arrow scrolls, in px. */
  scrollAmount: number;
  /** The page's colour behind the row, which the arrows' edges fade into. */
  edgeGradientColor: string;
}

/**
 * A row that scrolls sideways, drawn as Mantine's Scroller, with an arrow at each end there is more to scroll to.
 * Mantine's own reads the row's scroll width as it mounts: a forced layout of the page inside the task that commits
 * it (30 ms on a desktop, four times that on a phone). Here an IntersectionObserver on the first and last item tells
 * which ends can scroll, answered by the browser after its own layout.
 */
export function SideScroller({ children, scrollAmount, edgeGradientColor }: SideScrollerProps) {
  const container = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ start: false, end: false });

  useEffect(() => {
    const list = content.current?.firstElementChild;
    const first = list?.firstElementChild;
    const last = list?.lastElementChild;
    if (!first || !last) return;
    const observer = new IntersectionObserver(
      (entries) =>
        setMore((current) => {
          const next = { ...current };
          for (const entry of entries) {
            const cut = entry.intersectionRatio < 0.99;
            if (entry.target === first) next.start = cut;
            if (entry.target === last) next.end = cut;
          }
          return next.start === current.start && next.end === current.end ? current : next;
        }),
      { root: container.current, threshold: 0.99 },
    );
    observer.observe(first);
    observer.observe(last);
    return () => observer.disconnect();
  }, [children]);

  const scroll = (direction: 1 | -1) =>
    container.current?.scrollBy({ left: direction * scrollAmount, behavior: 'smooth' });
  const control = (position: 'start' | 'end') => (
    <UnstyledButton
      className={classes.control}
      data-position={position}
      data-hidden={!more[position] || undefined}
      aria-label={position === 'start' ? 'Scroll left' : 'Scroll right'}
      tabIndex={more[position] ? 0 : -1}
      onClick={() => scroll(position === 'start' ? -1 : 1)}
    >
      {position === 'start' ? <IconChevronLeft size={18} /> : <IconChevronRight size={18} />}
    </UnstyledButton>
  );

  return (
    <Box className={classes.root} style={{ '--side-scroller-background': edgeGradientColor }}>
      {control('start')}
      <div ref={container} className={classes.container} role="presentation">
        <div ref={content} className={classes.content}>
          {children}
        </div>
      </div>
      {control('end')}
    </Box>
  );
}
