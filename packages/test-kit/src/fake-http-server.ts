import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The HTTP server behind a fake of an outside service (tests only): listens on a free port of 127.0.0.1,
 * and stops with its open (keep-alive) connections, so a test run never waits on a client's idle socket.
 */
export class FakeHttpServer {
  private server?: Server;
  private origin = '';

  constructor(private readonly handler: RequestListener) {}

  /** Starts listening; answers the server's origin, e.g. http://127.0.0.1:41234. */
  async start(): Promise<string> {
    const server = createServer(this.handler);
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return this.origin;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The origin the server listens on (empty before start). */
  get url(): string {
    return this.origin;
  }
}
