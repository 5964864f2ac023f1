import { useSyncExternalStore } from 'react';

/** The browser's notification permission, or 'unsupported' where there is no Notification API. */
export type BrowserPermission = NotificationPermission | 'unsupported';

const ASKED_KEY = 'lobby-browser-notifications-asked';

const supported = () => typeof window !== 'undefined' && 'Notification' in window;

export const browserPermission = (): BrowserPermission =>
  supported() ? window.Notification.permission : 'unsupported';

const listeners = new Set<() => void>();
const announce = () => listeners.forEach((listener) => listener());

/** A change made in the browser's site settings reaches us through the Permissions API, where it has one. */
let watchingSiteSettings = false;
function watchSiteSettings() {
  if (watchingSiteSettings || !navigator.permissions?.query) return;
  watchingSiteSettings = true;
  navigator.permissions.query({ name: 'notifications' }).then(
    (status) => status.addEventListener('change', announce),
    () => undefined,
  );
}

function subscribe(listener: () => void) {
  watchSiteSettings();
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The permission as it is now; re-renders when it changes here or in the browser's settings. */
export const useBrowserPermission = (): BrowserPermission =>
  useSyncExternalStore(subscribe, browserPermission, () => 'unsupported');

/**
 * Asks the browser for permission (it must follow a click). A refusal, or a browser that no longer asks, is
 * only logged: the pop-ups inside the page still show (spec §4).
 */
export async function requestBrowserPermission(): Promise<BrowserPermission> {
  if (!supported()) {
    console.info('Browser notifications are not supported here');
    return 'unsupported';
  }
  localStorage.setItem(ASKED_KEY, 'true');
  let permission: BrowserPermission = window.Notification.permission;
  if (permission === 'default') {
    try {
      permission = await window.Notification.requestPermission();
    } catch (error) {
      console.info('Browser notifications could not be requested', error);
    }
  }
  if (permission !== 'granted') console.info(`Browser notifications are ${permission}`);
  announce();
  return permission;
}

let loggedNotAllowed = false;

/**
 * Asks once per device, the first time the bell is opened; afterwards only the button in the profile's
 * notification settings asks again, so the bell never nags.
 */
export function askForBrowserPermissionOnce(): void {
  const permission = browserPermission();
  if (permission === 'default' && !localStorage.getItem(ASKED_KEY)) return void requestBrowserPermission();
  if (permission === 'granted' || loggedNotAllowed) return;
  loggedNotAllowed = true;
  console.info(`Browser notifications are ${permission === 'default' ? 'not allowed' : permission}`);
}

interface BrowserNotification {
  /** The same notification shown by several tabs replaces itself instead of stacking. */
  tag: string;
  title: string;
  body?: string;
  icon?: string | null;
  onClick?: () => void;
}

/** A system notification when the user allowed them; otherwise nothing (the page's pop-up still shows). */
export function showBrowserNotification({ tag, title, body, icon, onClick }: BrowserNotification): void {
  if (browserPermission() !== 'granted') return;
  try {
    const shown = new window.Notification(title, { tag, body, icon: icon ?? undefined });
    shown.onclick = () => {
      window.focus();
      onClick?.();
      shown.close();
    };
  } catch (error) {
    // Some browsers (Chrome on Android) only show notifications from a service worker.
    console.info('Browser notification not shown', error);
  }
}
