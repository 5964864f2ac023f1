import type { AuthSession } from '@lobby/contracts';
import { useCallback, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { SocialSignInLanding } from '../../../features/auth/components/social-sign-in-landing';
import { afterSignInPath } from '../../../features/auth/utils/after-sign-in-path';

/**
 * /google-discord-user/save-user-data/custom-redirection/{id}/{accessToken}/{refreshToken}. Every way out
 * replaces this history entry, so Back never shows the tokens again.
 */
export default function SocialSignInPage() {
  const { accessToken = '', refreshToken = '' } = useParams();
  const navigate = useNavigate();
  const tokens = useMemo(() => ({ accessToken, refreshToken }), [accessToken, refreshToken]);

  const onSignedIn = useCallback(
    ({ user }: AuthSession) => navigate(afterSignInPath(user), { replace: true }),
    [navigate],
  );
  const onFailed = useCallback(() => navigate('/login?error=session', { replace: true }), [navigate]);

  return <SocialSignInLanding tokens={tokens} onSignedIn={onSignedIn} onFailed={onFailed} />;
}
