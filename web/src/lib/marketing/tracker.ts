import { routes, type MarketingBeacon, type MarketingEvent, type MarketingPixelDto } from '@lobby/contracts';
import { call } from '../api-client';
import { useConsentStore } from './consent-store';

type Props = MarketingBeacon['props'];

let pixel: Promise<MarketingPixelDto> | null = null;

/** The pixel's settings, read once per page load; a failed read counts as no pixel (and is tried again later). */
function pixelSettings(): Promise<MarketingPixelDto> {
  pixel ??= call(routes.marketing.pixel).catch(() => {
    pixel = null;
    return { pixelId: null, endpoint: null };
  });
  return pixel;
}

/**
 * Sends one ad-pixel event (spec §7 Other) to the configured pixel, fire and forget. Nothing is sent unless
 * the visitor accepted the cookie banner and a pixel is configured; no third-party script is loaded: the event
 * is a beacon (a text/plain JSON body, so no CORS preflight) to the pixel's endpoint.
 */
export function track(event: MarketingEvent, props: Props = {}): void {
  if (useConsentStore.getState().choice !== 'accepted') return;
  const path = window.location.pathname;
  void pixelSettings().then(({ pixelId, endpoint }) => {
    // Asked again: the visitor may have declined while the settings were being read.
    if (!pixelId || !endpoint || useConsentStore.getState().choice !== 'accepted') return;
    const beacon: MarketingBeacon = { pixelId, event, path, at: Date.now(), props };
    send(endpoint, JSON.stringify(beacon));
  });
}

function send(endpoint: string, body: string): void {
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(endpoint, body)) return;
  } catch {
    // a beacon the browser refused: try fetch
  }
  fetch(endpoint, { method: 'POST', body, keepalive: true, mode: 'no-cors', credentials: 'omit' }).catch(
    () => undefined,
  );
}

/** Forgets the pixel's settings (tests). */
export function resetMarketingPixel(): void {
  pixel = null;
}
