import { ClientSocketEvents, type RealtimeEvent } from '@lobby/contracts';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';
import { useAuthStore } from '../stores/auth-store';

/**
 * One Socket.IO connection per signed-in tab (spec §7 Realtime). It authenticates with the access token, joins
 * the user's rooms, and reconnects with the new token when the session changes. Live-session watchers re-join
 * their rooms after every reconnect.
 */
let socket: Socket | null = null;
let socketToken: string | null = null;
const watchedSessions = new Map<string, number>();

/**
 * The Socket.IO client (13 kB gz) loads the first time a signed-in user needs the socket: a visitor never
 * downloads it. Until it has loaded `currentSocket()` answers null, and the hooks below run again once it has.
 */
let client: typeof import('socket.io-client') | null = null;
let clientLoading: Promise<void> | null = null;
const clientLoadedListeners = new Set<() => void>();

function loadClient(): void {
  clientLoading ??= import('socket.io-client').then(
    (loaded) => {
      client = loaded;
      for (const listener of clientLoadedListeners) listener();
    },
    // Offline or a replaced chunk: the next call asks again.
    () => {
      clientLoading = null;
    },
  );
}

function onClientLoaded(listener: () => void): () => void {
  clientLoadedListeners.add(listener);
  return () => clientLoadedListeners.delete(listener);
}

/** True once the Socket.IO client has loaded: effects that call currentSocket() list it as a dependency. */
export function useSocketClientLoaded(): boolean {
  return useSyncExternalStore(onClientLoaded, () => client !== null);
}

function connect(io: (typeof import('socket.io-client'))['io'], token: string, userId: string): Socket {
  const next = io({ path: '/socket.io', transports: ['websocket'], auth: { token } });
  next.on('connect', () => {
    next.emit(ClientSocketEvents.joinNotificationSession, { _user_id: userId });
    for (const liveSessionId of watchedSessions.keys())
      next.emit(ClientSocketEvents.watchLiveSession, { _live_session_id: liveSessionId });
  });
  return next;
}

function close(): void {
  socket?.disconnect();
  socket = null;
  socketToken = null;
}

/** The socket of the current session, or null when signed out (or while the client is still loading). */
export function currentSocket(): Socket | null {
  const { accessToken, user } = useAuthStore.getState();
  if (!accessToken || !user) {
    close();
    return null;
  }
  if (socket && socketToken === accessToken) return socket;
  if (!client) {
    loadClient();
    return null;
  }
  socket?.disconnect();
  socket = connect(client.io, accessToken, user._id);
  socketToken = accessToken;
  return socket;
}

// Signed out, here or in another tab: the socket belonged to that session.
useAuthStore.subscribe((state) => {
  if (!state.accessToken) close();
});

/** How long signing out waits for the server to confirm the socket left the user's rooms. */
const LEAVE_TIMEOUT_MS = 2_000;

/**
 * Signing out (spec leaveNotificationSession): the server takes this socket out of the user's rooms before the
 * session ends, so nothing more for the user reaches it. Never fails: signing out goes on regardless.
 */
export async function leaveNotificationSession(): Promise<void> {
  const userId = useAuthStore.getState().user?._id;
  if (!socket?.connected || !userId) return;
  await socket
    .timeout(LEAVE_TIMEOUT_MS)
    .emitWithAck(ClientSocketEvents.leaveNotificationSession, { _user_id: userId })
    .catch(() => undefined);
}

/** Calls `handler` for every `event` pushed to this user while the component is mounted. */
export function useRealtimeEvent<T = unknown>(event: RealtimeEvent, handler: (data: T) => void): void {
  const accessToken = useAuthStore((state) => state.accessToken);
  const clientLoaded = useSocketClientLoaded();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const current = currentSocket();
    if (!current) return;
    const listener = (data: T) => latest.current(data);
    current.on(event, listener);
    return () => {
      current.off(event, listener);
    };
  }, [event, accessToken, clientLoaded]);
}

/** Follows a live session's queue room while mounted (pushes arrive as `liveQueueUpdated`). */
export function useWatchLiveSession(liveSessionId: string | null | undefined): void {
  const accessToken = useAuthStore((state) => state.accessToken);
  const clientLoaded = useSocketClientLoaded();
  useEffect(() => {
    const current = currentSocket();
    if (!current || !liveSessionId) return;
    watchedSessions.set(liveSessionId, (watchedSessions.get(liveSessionId) ?? 0) + 1);
    if (current.connected)
      current.emit(ClientSocketEvents.watchLiveSession, { _live_session_id: liveSessionId });
    return () => {
      const left = (watchedSessions.get(liveSessionId) ?? 1) - 1;
      if (left > 0) return void watchedSessions.set(liveSessionId, left);
      watchedSessions.delete(liveSessionId);
      current.emit(ClientSocketEvents.unwatchLiveSession, { _live_session_id: liveSessionId });
    };
  }, [liveSessionId, accessToken, clientLoaded]);
}

/** Emits with an acknowledgement; rejects when signed out or when no answer comes within `timeoutMs`. */
export async function emitWithAck<T>(event: string, payload: unknown, timeoutMs = 10_000): Promise<T> {
  const current = currentSocket();
  if (!current) throw new Error('Not connected');
  return (await current.timeout(timeoutMs).emitWithAck(event, payload)) as T;
}
