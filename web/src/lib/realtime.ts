import {
  ClientSocketEvents,
  type RealtimeEvent,
  type RealtimePayload,
  type ClientToServerEvents,
  type EndLiveSessionAck,
  type ServerToClientEvents,
  type StarLiveChange,
} from '@lobby/contracts';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { Socket as UntypedSocket } from 'socket.io-client';
import { useAuthStore } from '../stores/auth-store';

/** The tab's socket, its server events typed by the contracts' realtime map. */
type Socket = UntypedSocket<ServerToClientEvents, ClientToServerEvents>;

/**
 * One Socket.IO connection per tab (spec §7 Realtime). Signed in, it authenticates with the access token, joins
 * the user's rooms, and reconnects with the new token when the session changes. Signed out, a tab has a socket
 * only while a page follows a star's public room (the star's page or live page), and that socket hears nothing
 * else. Live-session and star watchers re-join their rooms after every reconnect.
 */
let socket: Socket | null = null;
/** The token `socket` was opened with; null for a visitor's socket. */
let socketToken: string | null = null;
const watchedSessions = new Map<string, number>();
/** The stars whose public rooms this tab follows, with how many mounted components follow each. */
const watchedStars = new Map<string, number>();

/**
 * The Socket.IO client (13 kB gz) loads the first time the tab needs the socket: a signed-in user, or a visitor on
 * a star's page. Until it has loaded `currentSocket()` answers null, and the hooks below run again once it has.
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

/** A socket signed in as `session`'s user, or a visitor's (no token) when `session` is null. */
function connect(
  io: (typeof import('socket.io-client'))['io'],
  session: { token: string; userId: string } | null,
): Socket {
  const next = io({
    path: '/socket.io',
    transports: ['websocket'],
    auth: session ? { token: session.token } : {},
  });
  next.on('connect', () => {
    if (session) {
      next.emit(ClientSocketEvents.joinNotificationSession, { _user_id: session.userId });
      for (const liveSessionId of watchedSessions.keys())
        next.emit(ClientSocketEvents.watchLiveSession, { _live_session_id: liveSessionId });
    }
    for (const starId of watchedStars.keys())
      next.emit(ClientSocketEvents.watchStar, { _influencer_id: starId });
  });
  return next;
}

function close(): void {
  socket?.disconnect();
  socket = null;
  socketToken = null;
}

/**
 * The socket of the current session; signed out, a visitor's socket while a star's room is followed, else null
 * (and null while the client is still loading).
 */
export function currentSocket(): Socket | null {
  const { accessToken, user } = useAuthStore.getState();
  const session = accessToken && user ? { token: accessToken, userId: user._id } : null;
  if (!session && watchedStars.size === 0) {
    // A signed-out session's socket goes; a visitor's is left to closeIfUnused (a page may be about to follow a star).
    if (socketToken) close();
    return null;
  }
  const token = session?.token ?? null;
  if (socket && socketToken === token) return socket;
  if (!client) {
    loadClient();
    return null;
  }
  socket?.disconnect();
  socket = connect(client.io, session);
  socketToken = token;
  return socket;
}

/** A visitor's socket is closed once no page follows a star any more (checked after React's effects settle). */
function closeIfUnused(): void {
  queueMicrotask(() => {
    if (socket && !socketToken && watchedStars.size === 0) close();
  });
}

// Signed out, here or in another tab: the socket belonged to that session.
useAuthStore.subscribe((state) => {
  if (!state.accessToken) close();
});

/** How long signing out waits for the server to confirm the socket left the user's rooms. */
const LEAVE_TIMEOUT_MS = 2_000;
const ACK_TIMEOUT_MS = 10_000;

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
export function useRealtimeEvent<E extends RealtimeEvent>(
  event: E,
  handler: (data: RealtimePayload<E>) => void,
): void {
  const accessToken = useAuthStore((state) => state.accessToken);
  const clientLoaded = useSocketClientLoaded();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const current = currentSocket();
    if (!current) return;
    const listener = (data: RealtimePayload<E>) => latest.current(data);
    // Socket.IO's overloads can't follow a generic event name; the signature above types both ends.
    const untyped = current as UntypedSocket;
    untyped.on(event as RealtimeEvent, listener);
    return () => {
      untyped.off(event as RealtimeEvent, listener);
    };
  }, [event, accessToken, clientLoaded]);
}

/** Follows a live session's queue room while mounted (pushes arrive as `liveQueueUpdated`). */
export function useWatchLiveSession(liveSessionId: string | null | undefined): void {
  const accessToken = useAuthStore((state) => state.accessToken);
  const clientLoaded = useSocketClientLoaded();
  useEffect(() => {
    // A session's queue room is for signed-in viewers; a visitor's page polls instead.
    const current = accessToken ? currentSocket() : null;
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

/**
 * Follows a star's public room while mounted, signed in or not: `handler` hears when they go live or end
 * (`starLiveChanged`), whether or not the user follows them.
 */
export function useStarLiveChanges(
  starId: string | null | undefined,
  handler: (change: StarLiveChange) => void,
): void {
  const accessToken = useAuthStore((state) => state.accessToken);
  const clientLoaded = useSocketClientLoaded();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!starId) return;
    watchedStars.set(starId, (watchedStars.get(starId) ?? 0) + 1);
    const current = currentSocket();
    const listener = (change: StarLiveChange) => {
      if (change?._influencer_id === starId) latest.current(change);
    };
    current?.on('starLiveChanged', listener);
    if (current?.connected) current.emit(ClientSocketEvents.watchStar, { _influencer_id: starId });
    return () => {
      current?.off('starLiveChanged', listener);
      const left = (watchedStars.get(starId) ?? 1) - 1;
      if (left > 0) return void watchedStars.set(starId, left);
      watchedStars.delete(starId);
      current?.emit(ClientSocketEvents.unwatchStar, { _influencer_id: starId });
      closeIfUnused();
    };
  }, [starId, accessToken, clientLoaded]);
}

/** Ends a live session over the socket; rejects when signed out or when no answer comes in time. */
export async function endLiveSessionOverSocket(liveSessionId: string): Promise<EndLiveSessionAck> {
  const current = currentSocket();
  if (!current) throw new Error('Not connected');
  return current
    .timeout(ACK_TIMEOUT_MS)
    .emitWithAck(ClientSocketEvents.endLiveSession, { _live_session_id: liveSessionId });
}
