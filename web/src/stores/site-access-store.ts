import { create } from 'zustand';
import { persist } from 'zustand/middleware';

interface SiteAccessState {
  /** Proof that this browser entered the website password; null until it has. */
  token: string | null;
  setToken: (token: string) => void;
}

/**
 * The website-access token, kept under its own key: it belongs to the browser, not to a sign-in, so logging
 * in or out leaves it alone (spec §6).
 */
export const useSiteAccessStore = create<SiteAccessState>()(
  persist((set) => ({ token: null, setToken: (token) => set({ token }) }), { name: 'lobby-site-access' }),
);
