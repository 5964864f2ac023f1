import { Center, Loader } from '@mantine/core';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSiteGate } from '../api/get-site-gate';
import { loadingRegion } from '../../../lib/loading-region';

export const SITE_PASSWORD_PATH = '/password-login';

/** Where the password page sends the visitor back to. */
export interface SiteGateState {
  from?: { pathname: string; search: string; hash: string };
}

/**
 * Every page but the password page sits behind this. When staff set a website password, a browser without
 * a valid token is sent to /password-login first, remembering the page it asked for. If the check itself
 * fails (server down) the site stays open: the gate keeps casual visitors out, it does not protect data.
 */
export function SiteAccessGate() {
  const gate = useSiteGate();
  const location = useLocation();

  if (gate.isPending)
    return (
      <Center mih="100dvh">
        <Loader type="dots" {...loadingRegion('Loading')} />
      </Center>
    );
  if (gate.data === 'locked') {
    const state: SiteGateState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={SITE_PASSWORD_PATH} replace state={state} />;
  }
  return <Outlet />;
}
