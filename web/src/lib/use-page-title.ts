import { useEffect } from 'react';

const APP_TITLE = 'Lobby';

/** Sets the tab title to "{title} · Lobby" while the page is open, and puts the plain title back after. */
export function usePageTitle(title: string | null | undefined) {
  useEffect(() => {
    if (!title) return;
    document.title = `${title} · ${APP_TITLE}`;
    return () => {
      document.title = APP_TITLE;
    };
  }, [title]);
}
