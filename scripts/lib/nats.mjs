import fs from 'node:fs';
import path from 'node:path';
import { sleep, tcpGreeting } from './ports.mjs';
import { describeExit, spawnLogged, tailFile, terminate } from './processes.mjs';

export const DEFAULT_NATS_URL = 'nats://127.0.0.1:4222';
export const NATS_MISSING_MESSAGE =
  'NATS is not running and nats-server is not installed: apt-get install -y nats-server (or set NATS_URL)';

/** Asks a NATS server for its INFO line; resolves { ok, jetstream } (ok false when nothing answers). */
export async function probeNats(url, timeoutMs = 1000) {
  const { hostname, port } = new URL(url);
  const greeting = await tcpGreeting(hostname || '127.0.0.1', Number(port) || 4222, { timeoutMs });
  if (!greeting?.startsWith('INFO ')) return { ok: false, jetstream: false };
  try {
    const info = JSON.parse(greeting.slice(5).split('\r\n')[0]);
    return { ok: true, jetstream: info.jetstream === true, version: info.version };
  } catch {
    return { ok: true, jetstream: false };
  }
}

/** The nats-server executable on PATH, or null. */
export function findNatsServer(envPath = process.env.PATH ?? '') {
  for (const folder of envPath.split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(folder, 'nats-server');
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/** Starts nats-server with JetStream on 127.0.0.1:`port`, storing streams under `storeDir`. */
export async function startNatsServer({ executable, port, storeDir, logFile, cwd, signal }) {
  fs.mkdirSync(storeDir, { recursive: true });
  const handle = spawnLogged({
    name: 'nats-server',
    command: executable,
    args: ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir],
    cwd,
    env: process.env,
    logFile,
  });
  const url = `nats://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (handle.exitInfo) {
      throw new Error(
        `nats-server ${describeExit(handle.exitInfo)}. Last lines of ${logFile}:\n${tailFile(logFile, 15)}`,
      );
    }
    if ((await probeNats(url, 500)).ok) break;
    if (Date.now() > deadline || signal?.aborted) {
      await terminate(handle, { graceMs: 5000 });
      if (signal?.aborted) throw new Error('Start was interrupted');
      throw new Error(
        `nats-server did not answer on ${url} within 20 s. Last lines of ${logFile}:\n${tailFile(logFile, 15)}`,
      );
    }
    await sleep(100);
  }
  return { url, handle, stop: () => terminate(handle, { graceMs: 10_000 }) };
}
