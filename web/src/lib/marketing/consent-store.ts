import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** The visitor's answer to the cookie banner; null until they answer. */
export type MarketingConsent = 'accepted' | 'declined';

interface ConsentState {
  choice: MarketingConsent | null;
  /** The banner was opened again from the footer to change an earlier answer. */
  reopened: boolean;
  choose: (choice: MarketingConsent) => void;
  reopen: () => void;
}

export const CONSENT_STORAGE_KEY = 'lobby-marketing-consent';

/**
 * The cookie banner's answer, kept in this browser (spec §7 Other: marketing events only with consent). The
 * banner shows while there is no answer, or when the visitor reopens it from the footer.
 */
export const useConsentStore = create<ConsentState>()(
  persist(
    (set) => ({
      choice: null,
      reopened: false,
      choose: (choice) => set({ choice, reopened: false }),
      reopen: () => set({ reopened: true }),
    }),
    { name: CONSENT_STORAGE_KEY, partialize: ({ choice }) => ({ choice }) },
  ),
);
