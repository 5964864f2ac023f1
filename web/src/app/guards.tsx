import { isStaffRole } from '@lobby/contracts';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { pathAfterSignIn } from '../features/auth/utils/home-path';
import { signInPath } from '../lib/sign-in-path';
import { useCurrentUserFromStore } from '../stores/auth-store';

/** /profile and other signed-in pages: visitors go to /login, and come back to the page once signed in. */
export function RequireSignedIn() {
  const user = useCurrentUserFromStore();
  const { pathname, search } = useLocation();
  return user ? <Outlet /> : <Navigate to={signInPath(`${pathname}${search}`)} replace />;
}

/** Admin pages: active staff only (admin, developer, marketing, finance), else /admin/login. */
export function RequireStaff() {
  const user = useCurrentUserFromStore();
  return user && user.isActive && isStaffRole(user.role) ? (
    <Outlet />
  ) : (
    <Navigate to="/admin/login" replace />
  );
}

/** Streamer pages: streamers and moderators only, everyone else goes to /. */
export function RequireStreamer() {
  const user = useCurrentUserFromStore();
  return user && (user.role === 'influencer' || user.role === 'moderator') ? (
    <Outlet />
  ) : (
    <Navigate to="/" replace />
  );
}

/** Sign-in and sign-up pages: a signed-in user is sent to their home instead. */
export function RedirectSignedIn() {
  const user = useCurrentUserFromStore();
  const [params] = useSearchParams();
  return user ? <Navigate to={pathAfterSignIn(user.role, params.get('redirect'))} replace /> : <Outlet />;
}
