import { Center, Loader, Stack } from '@mantine/core';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useSiteGate } from '../../features/site-access/api/get-site-gate';
import type { SiteGateState } from '../../features/site-access/components/site-access-gate';
import { SitePasswordForm } from '../../features/site-access/components/site-password-form';
import { Logo } from '../layout/logo';
import { loadingRegion } from '../../lib/loading-region';

/** /password-login: the website password, on its own without header or footer; then back to the page asked for. */
export default function PasswordLoginPage() {
  const gate = useSiteGate();
  const navigate = useNavigate();
  const { state } = useLocation();
  const from = (state as SiteGateState | null)?.from;
  const target = from ? `${from.pathname}${from.search}${from.hash}` : '/';

  if (gate.isPending)
    return (
      <Center mih="100dvh">
        <Loader type="dots" {...loadingRegion('Loading')} />
      </Center>
    );
  if (gate.data === 'open') return <Navigate to={target} replace />;

  return (
    <Center mih="100dvh" px="md">
      <Stack align="center" gap={0} w="100%">
        <Logo />
        <SitePasswordForm onUnlocked={() => navigate(target, { replace: true })} />
      </Stack>
    </Center>
  );
}
