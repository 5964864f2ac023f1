import { spawn } from 'node:child_process';
import fs from 'node:fs';

/**
 * Starts a child process whose stdout and stderr go to `logFile` (the previous run's log is kept as
 * `<name>.prev.log`; `uid`/`gid` run it as another user). The child gets its own process group (`detached`), so a Ctrl-C in the terminal reaches
 * only the launcher, which then stops everything in order; the launcher's exit handler kills what is left.
 */
export function spawnLogged({ name, command, args, cwd, env, logFile, uid, gid, appendLog = false }) {
  if (!appendLog) rotateLog(logFile);
  const fd = fs.openSync(logFile, 'a');
  let child;
  try {
    child = spawn(command, args, { cwd, env, stdio: ['ignore', fd, fd], detached: true, uid, gid });
  } finally {
    fs.closeSync(fd);
  }
  const handle = {
    name,
    child,
    pid: child.pid,
    logFile,
    exitInfo: null,
    exited: null,
  };
  handle.exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      handle.exitInfo = { code, signal };
      resolve(handle.exitInfo);
    });
    child.once('error', (error) => {
      // spawn failed (e.g. ENOENT): there is no process to wait for.
      handle.exitInfo = { code: null, signal: null, error };
      resolve(handle.exitInfo);
    });
  });
  return handle;
}

function rotateLog(logFile) {
  try {
    if (fs.statSync(logFile).size > 0) fs.renameSync(logFile, logFile.replace(/\.log$/, '') + '.prev.log');
  } catch {
    // no previous log
  }
}

/** SIGTERM (or `signal`), then SIGKILL after `graceMs`; resolves when the process has exited. */
export async function terminate(handle, { graceMs = 10_000, signal = 'SIGTERM' } = {}) {
  if (!handle || handle.exitInfo) return handle?.exitInfo ?? null;
  try {
    handle.child.kill(signal);
  } catch {
    // already gone
  }
  let timer;
  const killed = new Promise((resolve) => {
    timer = setTimeout(() => {
      try {
        handle.child.kill('SIGKILL');
      } catch {
        // already gone
      }
      resolve();
    }, graceMs);
  });
  await Promise.race([handle.exited, killed]);
  clearTimeout(timer);
  return handle.exited;
}

/** The last `count` lines of a file (reads at most the last 64 KiB). */
export function tailFile(file, count = 25) {
  try {
    const { size } = fs.statSync(file);
    const length = Math.min(size, 64 * 1024);
    const buffer = Buffer.alloc(length);
    const fd = fs.openSync(file, 'r');
    try {
      fs.readSync(fd, buffer, 0, length, size - length);
    } finally {
      fs.closeSync(fd);
    }
    const lines = buffer.toString('utf8').split('\n');
    if (lines.at(-1) === '') lines.pop();
    return lines.slice(-count).join('\n');
  } catch {
    return '(no log output)';
  }
}

/** Whether `pid` runs (a zombie, dead but not yet reaped by its parent, counts as gone). */
export function isAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if (error.code !== 'EPERM') return false;
  }
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true; // no /proc: trust kill(0)
  }
}

/** The command line of a running process (Linux /proc), or '' when unknown. */
export function commandLineOf(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
}

/** Waits until `pid` is gone, up to `timeoutMs`; resolves whether it went. */
export async function waitForPidExit(pid, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

/** Restart delays: 1 s, doubling up to 30 s; a child that had stayed up for a minute starts over at 1 s. */
export const RESTART_BACKOFF = Object.freeze({ initialMs: 1000, maxMs: 30_000, resetAfterMs: 60_000 });

/**
 * A child process kept running: once `supervise()` is called, an exit that `stop()` did not ask for starts it
 * again after a backoff delay. `spawn({ restart })` starts one process and returns its `spawnLogged` handle;
 * `onExit(info, delayMs, handle)` hears of each unasked exit (before the wait), `onRestart(handle)` of each new
 * process. `handle` is always the current process.
 */
export class SupervisedProcess {
  handle = null;
  restarts = 0;
  #spawn;
  #backoff;
  #onExit;
  #onRestart;
  #stopped = false;
  #timer = null;
  #startedAt = 0;
  #delayMs;

  constructor({ spawn, backoff = RESTART_BACKOFF, onExit = () => undefined, onRestart = () => undefined }) {
    this.#spawn = spawn;
    this.#backoff = backoff;
    this.#onExit = onExit;
    this.#onRestart = onRestart;
    this.#delayMs = backoff.initialMs;
  }

  /** Starts the process once; a failure to come up is the caller's to handle (nothing restarts yet). */
  start() {
    this.#launch(false);
    return this.handle;
  }

  /** From now on an exit not asked for by stop() restarts the process. */
  supervise() {
    this.#watch(this.handle);
  }

  /** Stops the process (SIGTERM, then SIGKILL after `graceMs`) and any restart waiting for its delay. */
  async stop(options) {
    this.#stopped = true;
    clearTimeout(this.#timer);
    this.#timer = null;
    return terminate(this.handle, options);
  }

  #launch(restart) {
    this.handle = this.#spawn({ restart });
    this.#startedAt = Date.now();
  }

  #watch(handle) {
    handle.exited.then((info) => {
      if (this.#stopped || handle !== this.handle) return;
      if (Date.now() - this.#startedAt >= this.#backoff.resetAfterMs) this.#delayMs = this.#backoff.initialMs;
      const delayMs = this.#delayMs;
      this.#delayMs = Math.min(delayMs * 2, this.#backoff.maxMs);
      this.#onExit(info, delayMs, handle);
      this.#timer = setTimeout(() => {
        this.#timer = null;
        if (this.#stopped) return;
        this.restarts += 1;
        this.#launch(true);
        this.#watch(this.handle);
        this.#onRestart(this.handle);
      }, delayMs);
    });
  }
}

/** Describes how a process ended, for messages. */
export function describeExit(info) {
  if (!info) return 'is still running';
  if (info.error) return `could not be started (${info.error.message})`;
  if (info.signal) return `was killed by ${info.signal}`;
  return `exited with code ${info.code}`;
}

/**
 * Whether process `pid` holds a listening TCP socket on `port` (Linux: /proc/net/tcp{,6} and /proc/<pid>/fd).
 * Guards against a health answer from someone else's process that took the port first (two starts racing for
 * the same free port). Where /proc is not available it answers true, leaving the health check alone.
 */
export function listensOn(pid, port) {
  const inodes = new Set();
  let readable = false;
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text;
    try {
      text = fs.readFileSync(table, 'utf8');
      readable = true;
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length < 10 || fields[3] !== '0A') continue; // 0A = LISTEN
      const localPort = Number.parseInt(fields[1].split(':').at(-1), 16);
      if (localPort === port) inodes.add(fields[9]);
    }
  }
  if (!readable) return true;
  if (inodes.size === 0) return false;
  try {
    for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
      try {
        const match = /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (match && inodes.has(match[1])) return true;
      } catch {
        // fd closed meanwhile
      }
    }
  } catch (error) {
    // Gone (or a zombie): not listening. Not allowed to look (another user's process): do not block on it.
    return error.code === 'EACCES' || error.code === 'EPERM';
  }
  return false;
}
