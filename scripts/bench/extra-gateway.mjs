// Another gateway process beside a started stack: the benchmarks that measure more than one gateway use it.
import path from 'node:path';
import { freePort, sleep } from '../lib/ports.mjs';
import { describeExit, spawnLogged, tailFile, terminate } from '../lib/processes.mjs';
import { REPO_ROOT } from '../stack.mjs';

const GATEWAY_READY_TIMEOUT_MS = 60_000;

/**
 * Starts a gateway named `name` on the stack's NATS, with its secret and folders (and `env` on top), and
 * resolves once it is healthy. Stop it with `terminate(gateway.handle)`.
 */
export async function startExtraGateway(stack, { name = 'gateway-2', env = {} } = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const handle = spawnLogged({
    name,
    command: process.execPath,
    args: [path.join('gateway', 'dist', 'main.js')],
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
      NATS_URL: stack.natsUrl,
      JWT_SECRET: stack.jwtSecret,
      UPLOADS_DIR: path.join(stack.dataDir, 'uploads'),
      WEB_DIST: path.join(REPO_ROOT, 'web', 'dist'),
      PUBLIC_URL: stack.url,
    },
    logFile: path.join(stack.logDir, `${name}.log`),
  });
  // The stack kills its own children on a sudden exit; this one is ours.
  process.once('exit', () => handle.exitInfo || handle.child.kill('SIGKILL'));
  try {
    await waitUntilHealthy(handle, `${url}/api/health`);
  } catch (error) {
    await terminate(handle);
    throw error;
  }
  return { handle, url };
}

async function waitUntilHealthy(handle, healthUrl) {
  const deadline = Date.now() + GATEWAY_READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (handle.exitInfo) {
      throw new Error(`${handle.name} ${describeExit(handle.exitInfo)}:\n${tailFile(handle.logFile, 25)}`);
    }
    const status = await fetch(healthUrl, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.status,
      () => null,
    );
    if (status === 200) return;
    await sleep(250);
  }
  throw new Error(`${handle.name} was not healthy within ${GATEWAY_READY_TIMEOUT_MS / 1000} s`);
}
