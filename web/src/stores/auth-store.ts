import type { AuthSession, TokenPair, UserDto } from '@lobby/contracts';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { forgetRenewal } from '../lib/token-renewal-record';

interface AuthState {
  accessToken: string | null;
  refreshToken: string | null;
  user: UserDto | null;
  /** An OBS code's sign-in has no refresh token (null). */
  setSession: (session: Omit<AuthSession, 'refreshToken'> & { refreshToken: string | null }) => void;
  setTokens: (tokens: TokenPair) => void;
  setUser: (user: UserDto) => void;
  clear: () => void;
}

const signedOut = { accessToken: null, refreshToken: null, user: null };
const AUTH_STORAGE_KEY = 'lobby-auth';

/** Who is signed in. Persisted so a reload keeps the session (spec §4: auth and favorites persist). */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      ...signedOut,
      setSession: ({ accessToken, refreshToken, user }) => set({ accessToken, refreshToken, user }),
      setTokens: ({ accessToken, refreshToken }) => set({ accessToken, refreshToken }),
      setUser: (user) => set({ user }),
      clear: () => {
        set(signedOut);
        void forgetRenewal();
      },
    }),
    { name: AUTH_STORAGE_KEY },
  ),
);

// Another tab signed in, signed out or renewed the tokens: follow it, so every tab holds the newest pair
// (a tab holding a spent refresh token would end the session for all of them when it used it).
if (typeof window !== 'undefined')
  window.addEventListener('storage', (event) => {
    if (event.key === AUTH_STORAGE_KEY || event.key === null) void useAuthStore.persist.rehydrate();
  });

/** The signed-in user (while there is a session), or null for a visitor. */
export const signedInUser = (state: Pick<AuthState, 'accessToken' | 'user'>) =>
  state.accessToken ? state.user : null;
export const useCurrentUserFromStore = () => useAuthStore(signedInUser);
