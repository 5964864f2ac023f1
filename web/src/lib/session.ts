import { routes, type AuthSession, type ObsSession, type TokenPair } from '@lobby/contracts';
import { useAuthStore } from '../stores/auth-store';
import { useFavoritesStore } from '../stores/favorites-store';
import { useModeratorStore } from '../stores/moderator-store';
import { call } from './api-client';
import { queryClient } from './query-client';

/** Client state that belongs to one sign-in; cleared on every login and logout (spec §4). */
function resetSessionState() {
  useModeratorStore.getState().reset();
  queryClient.removeQueries({ predicate: (query) => !query.meta?.keepAcrossSessions });
}

/** An OBS code's sign-in has no refresh token: its one access token lasts the stream. */
export function startSession(session: AuthSession | ObsSession) {
  resetSessionState();
  useAuthStore.getState().setSession({ refreshToken: null, ...session });
  useFavoritesStore.getState().replaceAll(session.user.favorites);
}

/**
 * Starts a session from a bare token pair (a social sign-in hands over only the tokens): keeps the tokens,
 * reads the user they belong to, then starts the session as a login does. Nothing of an earlier session
 * survives, even when reading the user fails.
 */
export async function startSessionFromTokens(tokens: TokenPair): Promise<AuthSession> {
  endSession();
  useAuthStore.getState().setTokens(tokens);
  try {
    const user = await call(routes.profile.currentUser);
    // Reading the user may have refreshed the pair; keep the newest one.
    const { accessToken, refreshToken } = useAuthStore.getState();
    const session = {
      accessToken: accessToken ?? tokens.accessToken,
      refreshToken: refreshToken ?? tokens.refreshToken,
      user,
    };
    startSession(session);
    return session;
  } catch (error) {
    endSession();
    throw error;
  }
}

export function endSession() {
  resetSessionState();
  useAuthStore.getState().clear();
  useFavoritesStore.getState().clear();
}
