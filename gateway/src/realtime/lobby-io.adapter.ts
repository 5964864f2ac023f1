import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { Server, ServerOptions } from 'socket.io';

export const SOCKET_IO_PATH = '/socket.io';

/** Socket.IO on the gateway's own HTTP server, accepting the web app's origins. */
export class LobbyIoAdapter extends IoAdapter {
  constructor(
    app: INestApplicationContext,
    private readonly origins: string[],
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    return super.createIOServer(port, {
      ...options,
      path: SOCKET_IO_PATH,
      cors: { origin: this.origins, credentials: true },
    });
  }
}
