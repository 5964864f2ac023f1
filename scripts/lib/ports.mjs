import net from 'node:net';

/** Resolves true when nothing listens on `port` on any address (checked on 0.0.0.0 and, where there is IPv6, ::). */
export async function isPortFree(port) {
  for (const host of ['0.0.0.0', '::']) {
    const result = await tryListen(port, host);
    if (result === 'in-use') return false;
  }
  return true;
}

function tryListen(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', (error) => {
      // No IPv6 on this machine: only the IPv4 check counts.
      if (error.code === 'EAFNOSUPPORT' || error.code === 'EADDRNOTAVAIL') resolve('unsupported');
      else resolve('in-use');
    });
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve('free')));
  });
}

/** A port the kernel says is free right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port: 0, host: '0.0.0.0', exclusive: true }, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * `preferred` when it is free and not already handed out (`taken`), else a free one.
 * Adds the chosen port to `taken` so one start never hands out the same port twice.
 */
export async function pickPort(preferred, taken = new Set()) {
  if (preferred && !taken.has(preferred) && (await isPortFree(preferred))) {
    taken.add(preferred);
    return preferred;
  }
  for (;;) {
    const port = await freePort();
    if (!taken.has(port)) {
      taken.add(port);
      return port;
    }
  }
}

/** Opens a TCP connection and resolves with the first chunk the server sends (or '' on connect), or null. */
export function tcpGreeting(host, port, { timeoutMs = 1000, waitForData = true } = {}) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    let settled = false;
    const done = (value) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(value);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    socket.once('connect', () => {
      if (!waitForData) done('');
    });
    socket.once('data', (chunk) => done(chunk.toString('utf8')));
    socket.once('error', () => done(null));
    socket.once('close', () => done(null));
  });
}

export function sleep(ms, signal) {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(signal));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export function abortError(signal) {
  const error = new Error(signal?.reason instanceof Error ? signal.reason.message : 'Start was interrupted');
  error.name = 'AbortError';
  return error;
}
