import { useCallback, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useCurrentUserFromStore } from '../../../stores/auth-store';
import { useLandingModalStore } from '../stores/landing-modal-store';

const SEEN_KEY = 'lobby-landing-modal-seen';

function hasSeen(): boolean {
  try {
    return localStorage.getItem(SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberSeen(): void {
  try {
    localStorage.setItem(SEEN_KEY, '1');
  } catch {
    // Private mode without storage: the modal may show again next visit, which is harmless.
  }
}

/**
 * The landing modal's state (spec §2 "Landing modal"): it opens by itself once, for a visitor on the
 * landing page, and is remembered on this device when closed; the header button opens it again any time.
 */
export function useLandingModal() {
  const user = useCurrentUserFromStore();
  const { pathname } = useLocation();
  const { opened, open, close: hide } = useLandingModalStore();

  useEffect(() => {
    if (!user && pathname === '/' && !hasSeen()) open();
  }, [user, pathname, open]);

  const close = useCallback(() => {
    rememberSeen();
    hide();
  }, [hide]);

  return { opened, open, close, isVisitor: !user };
}
