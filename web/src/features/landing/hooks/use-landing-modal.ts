import { useCallback, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useCurrentUserFromStore } from '../../../stores/auth-store';
import { useLandingModalStore } from '../stores/landing-modal-store';

const SEEN_KEY = 'lobby-landing-modal-seen';
/** How long the page shows alone before the welcome opens (then it waits for the browser to be idle). */
const OPEN_AFTER_MS = 1000;

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
 * Runs `task` in the browser's first idle moment after `delayMs` (at once where there is no idle callback) and
 * returns what cancels it.
 */
function whenIdleAfter(delayMs: number, task: () => void): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(task, { timeout: delayMs });
    else task();
  }, delayMs);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

/**
 * The landing modal's state (spec §2 "Landing modal"): it opens by itself once, for a visitor on the
 * landing page, and is remembered on this device when closed; the header button opens it again any time.
 * It opens a moment after the page, once the browser is idle: the page paints its banners and first cards before
 * the dialog (its focus trap, scroll lock and overlay) is mounted over them, instead of after.
 */
export function useLandingModal() {
  const user = useCurrentUserFromStore();
  const { pathname } = useLocation();
  const { opened, open, close: hide } = useLandingModalStore();

  useEffect(() => {
    if (user || pathname !== '/' || hasSeen()) return;
    return whenIdleAfter(OPEN_AFTER_MS, open);
  }, [user, pathname, open]);

  const close = useCallback(() => {
    rememberSeen();
    hide();
  }, [hide]);

  return { opened, open, close, isVisitor: !user };
}
