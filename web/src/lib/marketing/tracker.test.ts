import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useConsentStore } from './consent-store';
import { resetMarketingPixel, track } from './tracker';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('track', () => {
  const sendBeacon = vi.fn((..._: [string, string]) => true);
  let pixel = {
    pixelId: 'px-1' as string | null,
    endpoint: 'https://pixel.example/collect' as string | null,
  };
  const fetchMock = vi.fn(async (..._: [string, RequestInit?]) => json(pixel));

  beforeEach(() => {
    resetMarketingPixel();
    useConsentStore.setState({ choice: null, reopened: false });
    vi.stubGlobal('fetch', fetchMock);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    pixel = { pixelId: 'px-1', endpoint: 'https://pixel.example/collect' };
  });
  afterEach(() => {
    sendBeacon.mockClear();
    fetchMock.mockClear();
  });

  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('sends nothing before the visitor answers the banner, or after they declined', async () => {
    track('login');
    useConsentStore.getState().choose('declined');
    track('login');
    await settle();
    expect(sendBeacon).not.toHaveBeenCalled();
    // Not even the pixel's settings are read.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a beacon with the pixel id, event, path and props once accepted', async () => {
    useConsentStore.getState().choose('accepted');
    track('follow', { kind: 'star', id: 's1' });
    await vi.waitFor(() => expect(sendBeacon).toHaveBeenCalledTimes(1));
    const [endpoint, body] = sendBeacon.mock.calls[0];
    expect(endpoint).toBe('https://pixel.example/collect');
    expect(JSON.parse(body)).toMatchObject({
      pixelId: 'px-1',
      event: 'follow',
      path: '/',
      props: { kind: 'star', id: 's1' },
    });
  });

  it('sends nothing when no pixel is configured', async () => {
    pixel = { pixelId: null, endpoint: null };
    useConsentStore.getState().choose('accepted');
    track('share', { url: 'x' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await settle();
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
