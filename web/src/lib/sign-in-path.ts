import { useLocation, useNavigate } from 'react-router-dom';

/** /login, remembering the page to come back to once signed in (`?redirect=`, honoured by the login page). */
export const signInPath = (returnTo: string) => `/login?${new URLSearchParams({ redirect: returnTo })}`;

/**
 * For an action a visitor may not take yet (favourite, book): sends them to sign in, and back to this very
 * page (with its query) afterwards.
 */
export function useSendToSignIn(): () => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return () => navigate(signInPath(`${pathname}${search}`));
}

const AUTH_PAGES = ['/login', '/signup'];

/**
 * The header's Sign in and Sign up: both come back to the page the visitor is on (on a sign-in or sign-up page,
 * to the page that one was asked to return to).
 */
export function useAuthLinks(): { signIn: string; signUp: string } {
  const { pathname, search } = useLocation();
  const returnTo = AUTH_PAGES.includes(pathname)
    ? new URLSearchParams(search).get('redirect')
    : `${pathname}${search}`;
  const query = returnTo && returnTo !== '/' ? `?${new URLSearchParams({ redirect: returnTo })}` : '';
  return { signIn: `/login${query}`, signUp: `/signup${query}` };
}
