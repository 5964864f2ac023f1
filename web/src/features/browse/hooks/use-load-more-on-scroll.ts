import { useEffect, useState } from 'react';

interface InfiniteList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** How far below the screen the end of the list may be when the next page starts loading. */
const PRELOAD_MARGIN = '0px 0px 600px 0px';

/**
 * Returns a ref for an element at the end of a list; when it comes near the screen, the next page loads.
 * The observer is made again after each page, so a screen taller than the list keeps loading until filled, and
 * when the element mounts (the cards, and the element after them, may render after the data has arrived).
 */
export function useLoadMoreOnScroll({ hasNextPage, isFetchingNextPage, fetchNextPage }: InfiniteList) {
  const [node, sentinel] = useState<HTMLDivElement | null>(null);

  useEffect(() => {
    if (!node || !hasNextPage || isFetchingNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) fetchNextPage();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, hasNextPage, isFetchingNextPage, fetchNextPage]);

  return sentinel;
}
