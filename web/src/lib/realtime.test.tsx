import type { StarLiveChange } from '@lobby/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../stores/auth-store';
import { aUser } from '../test/fixtures';
import { currentSocket, useStarLiveChanges } from './realtime';

/** A Socket.IO client socket as far as lib/realtime uses it: what it sent, and the server's side to drive. */
class FakeSocket {
  connected = false;
  disconnected = false;
  readonly sent: [string, unknown][] = [];
  private readonly listeners = new Map<string, Set<(data: unknown) => void>>();

  constructor(readonly options: { auth?: { token?: string } }) {}

  on(event: string, listener: (data: unknown) => void) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }

  off(event: string, listener: (data: unknown) => void) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  emit(event: string, data: unknown) {
    this.sent.push([event, data]);
    return this;
  }

  disconnect() {
    this.connected = false;
    this.disconnected = true;
    return this;
  }

  /** The server let it in (or pushed an event to it). */
  receive(event: string, data?: unknown) {
    if (event === 'connect') this.connected = true;
    for (const listener of this.listeners.get(event) ?? []) listener(data);
  }
}

const opened: FakeSocket[] = [];
vi.mock('socket.io-client', () => ({
  io: (options: { auth?: { token?: string } }) => {
    const socket = new FakeSocket(options);
    opened.push(socket);
    return socket;
  },
}));

const STAR = '0190d7a0-0000-7000-8000-0000000000a1';
const OTHER_STAR = '0190d7a0-0000-7000-8000-0000000000a2';
const change = (starId: string, status: 'live' | 'ended'): StarLiveChange => ({
  _influencer_id: starId,
  _live_session_id: '0190d7a0-0000-7000-8000-0000000000b1',
  status,
});

/** The hook following `starId`, once the socket client has loaded and a socket was opened for it. */
async function followStar(starId: string, heard: StarLiveChange[]) {
  const hook = renderHook(() => useStarLiveChanges(starId, (received) => heard.push(received)));
  await waitFor(() => expect(opened.length).toBeGreaterThan(0));
  return hook;
}

afterEach(() => {
  act(() => useAuthStore.getState().clear());
  opened.length = 0;
});

describe("a star's public room", () => {
  it('gives a visitor a socket without a token that follows only that room, closed when the page goes', async () => {
    expect(currentSocket()).toBeNull();
    const heard: StarLiveChange[] = [];
    const page = await followStar(STAR, heard);
    const [socket] = opened;
    expect(socket.options.auth).toEqual({});

    act(() => socket.receive('connect'));
    expect(socket.sent).toEqual([['watchStar', { _influencer_id: STAR }]]);
    act(() => {
      socket.receive('starLiveChanged', change(OTHER_STAR, 'live'));
      socket.receive('starLiveChanged', change(STAR, 'live'));
    });
    expect(heard).toEqual([change(STAR, 'live')]);

    page.unmount();
    await waitFor(() => expect(socket.disconnected).toBe(true));
    expect(socket.sent.at(-1)).toEqual(['unwatchStar', { _influencer_id: STAR }]);
    expect(currentSocket()).toBeNull();
  });

  it("follows the room on a signed-in user's own socket, beside their own rooms", async () => {
    const user = aUser();
    act(() => useAuthStore.getState().setSession({ accessToken: 'token-1', refreshToken: 'r', user }));
    const heard: StarLiveChange[] = [];
    const page = await followStar(STAR, heard);
    const socket = opened.at(-1)!;
    expect(socket.options.auth).toEqual({ token: 'token-1' });

    act(() => socket.receive('connect'));
    expect(socket.sent).toEqual([
      ['joinNotificationSession', { _user_id: user._id }],
      ['watchStar', { _influencer_id: STAR }],
    ]);
    act(() => socket.receive('starLiveChanged', change(STAR, 'ended')));
    expect(heard).toEqual([change(STAR, 'ended')]);

    // Leaving the page leaves the room but keeps the user's socket.
    page.unmount();
    await Promise.resolve();
    expect(socket.disconnected).toBe(false);
    expect(currentSocket()).toBe(socket);
  });
});
