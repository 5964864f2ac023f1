import type { AuthSession } from '@lobby/contracts';
import { useAuthStore } from '../stores/auth-store';
import { useFavoritesStore } from '../stores/favorites-store';
import { useModeratorStore } from '../stores/moderator-store';
import { queryClient } from './query-client';

/** Client state that belongs to one sign-in; cleared on every login and logout (spec §4). */
function resetSessionState() {
  useModeratorStore.getState().reset();
  queryClient.removeQueries();
}

export function startSession(session: AuthSession) {
  resetSessionState();
  useAuthStore.getState().setSession(session);
  useFavoritesStore.getState().replaceAll(session.user.favorites);
}

export function endSession() {
  resetSessionState();
  useAuthStore.getState().clear();
  useFavoritesStore.getState().clear();
}
