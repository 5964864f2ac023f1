import { useEffect } from 'react';
import { getCurrentUser } from '../lib/current-user';
import { useRealtimeEvent } from '../lib/realtime';
import { useAuthStore } from '../stores/auth-store';

/** Reads the signed-in user again and keeps it, unless someone else signed in meanwhile. */
export async function refreshOwnAccount(): Promise<void> {
  const user = await getCurrentUser();
  const { setUser, user: signedIn } = useAuthStore.getState();
  if (user._id === signedIn?._id) setUser(user);
}

/**
 * Keeps the signed-in user's role and staff grants as the server has them: read again when mounted (a push missed
 * while the tab was closed) and whenever the server says they changed (`accountChanged`), so what the user's rights
 * open (a staff member's sidebar) follows at once.
 */
export function useOwnAccountFollowsServer(): void {
  const userId = useAuthStore((state) => (state.accessToken ? state.user?._id : undefined));
  useEffect(() => {
    if (userId) refreshOwnAccount().catch(() => undefined);
  }, [userId]);
  useRealtimeEvent('accountChanged', () => void refreshOwnAccount().catch(() => undefined));
}
