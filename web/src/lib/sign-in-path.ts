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
