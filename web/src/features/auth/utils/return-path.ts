import { useSearchParams } from 'react-router-dom';

const RETURN_PATH_KEY = 'lobby-return-path';

/**
 * The page a sign-in page was asked to return to (its `?redirect=`), and the same as a query string to carry
 * to the next sign-in page ('?redirect=%2Fstars%2Fnova', or '' when there is none).
 */
export function useReturnTo(): { redirect: string | null; query: string } {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return { redirect, query: redirect ? `?${new URLSearchParams({ redirect })}` : '' };
}

/**
 * Keeps the page to come back to for a sign-in that leaves the app's addresses on the way (a social sign-in
 * goes through Google or Discord, a sign-up through the emailed code). Kept per tab, like the journey.
 */
export function rememberReturnPath(path: string | null): void {
  if (path) sessionStorage.setItem(RETURN_PATH_KEY, path);
  else sessionStorage.removeItem(RETURN_PATH_KEY);
}

/** The remembered page, forgotten once read: it serves one sign-in. */
export function takeReturnPath(): string | null {
  const path = sessionStorage.getItem(RETURN_PATH_KEY);
  sessionStorage.removeItem(RETURN_PATH_KEY);
  return path;
}
