import { routes, type TokenPair } from '@lobby/contracts';
import { useMutation } from '@tanstack/react-query';
import { track } from '../../../lib/marketing/tracker';
import { startSessionFromTokens } from '../../../lib/session';

/** Where the browser goes to start a social sign-in; the server sends it on to the provider. */
export const socialSignInPath = (provider: 'google' | 'discord') => routes.socialSignIn[provider].path;

/** Takes over the token pair a social sign-in handed to the landing page. The page shows failures itself. */
export const useCompleteSocialSignIn = () =>
  useMutation({
    mutationFn: (tokens: TokenPair) => startSessionFromTokens(tokens),
    onSuccess: () => track('login', { method: 'social' }),
    meta: { silent: true },
  });
