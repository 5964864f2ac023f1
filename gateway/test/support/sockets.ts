import { io, type Socket } from 'socket.io-client';

/** Who a socket says it is: a token in the handshake's auth (the web app's way) or an Authorization header. */
export interface SocketCaller {
  token?: string;
  authorization?: string;
}

/** A Socket.IO client of the gateway at `url` as the web app opens one: websocket only, no reconnection. */
export function gatewaySocket(url: string, caller: SocketCaller = {}): Socket {
  return io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    auth: caller.token ? { token: caller.token } : {},
    extraHeaders: caller.authorization ? { authorization: caller.authorization } : {},
  });
}

/** The socket once the gateway let it in; rejects with the refusal (connect_error) otherwise. */
export function connected(socket: Socket): Promise<Socket> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}
