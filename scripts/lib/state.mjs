import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { commandLineOf, isAlive, waitForPidExit } from './processes.mjs';

export function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

export function writeJson(file, value, mode = 0o644) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`, { mode });
  fs.renameSync(temporary, file);
}

/** Settings kept between starts (the embedded PostgreSQL port), in `${dataDir}/stack.json`. */
export function readSettings(dataDir) {
  return readJson(path.join(dataDir, 'stack.json')) ?? {};
}

export function writeSettings(dataDir, settings) {
  writeJson(path.join(dataDir, 'stack.json'), settings);
}

/** The JWT secret generated on the first start, kept in `${dataDir}/secrets.json` (mode 600). */
export function jwtSecretFor(dataDir) {
  const file = path.join(dataDir, 'secrets.json');
  const secrets = readJson(file) ?? {};
  if (typeof secrets.jwtSecret !== 'string' || secrets.jwtSecret.length < 32) {
    secrets.jwtSecret = crypto.randomBytes(48).toString('base64url');
    writeJson(file, secrets, 0o600);
  }
  return secrets.jwtSecret;
}

/**
 * `${dataDir}/run.json` records the launcher and the processes it started, so that a second start on the
 * same data folder is refused while the first runs, and processes left behind by a launcher that was
 * killed (SIGKILL, crash) are stopped by the next start.
 */
export class RunRecord {
  constructor(dataDir) {
    this.file = path.join(dataDir, 'run.json');
    this.record = { launcherPid: process.pid, startedAt: new Date().toISOString(), processes: {} };
  }

  /** Throws when a launcher is running on this data folder; kills leftovers of a dead one. Returns their names. */
  async claim() {
    const previous = readJson(this.file);
    const cleaned = [];
    if (previous && previous.launcherPid !== process.pid) {
      if (isAlive(previous.launcherPid) && commandLineOf(previous.launcherPid).includes('node')) {
        throw new AlreadyRunningError(
          `Lobby is already running from ${path.dirname(this.file)} (launcher pid ${previous.launcherPid}); stop it first.`,
        );
      }
      // Services and the gateway first, then what they use.
      const last = ['nats-server', 'postgres'];
      const entries = Object.entries(previous.processes ?? {}).sort(
        ([a], [b]) => last.indexOf(a) - last.indexOf(b),
      );
      for (const [name, entry] of entries) {
        if (!isAlive(entry.pid)) continue;
        const commandLine = commandLineOf(entry.pid);
        if (!entry.match || !commandLine.includes(entry.match)) continue;
        try {
          // PostgreSQL gets a fast shutdown (SIGINT), the others SIGTERM; SIGKILL if they hang.
          process.kill(entry.pid, entry.stopSignal ?? 'SIGTERM');
          if (!(await waitForPidExit(entry.pid, 10_000))) {
            process.kill(entry.pid, 'SIGKILL');
            await waitForPidExit(entry.pid, 5000);
          }
          cleaned.push(`${name} (pid ${entry.pid})`);
        } catch {
          // gone meanwhile
        }
      }
    }
    this.save();
    return cleaned;
  }

  /** `match` is a piece of the command line that identifies the process if its pid is seen again. */
  add(name, pid, match, stopSignal) {
    if (!pid) return;
    this.record.processes[name] = { pid, match, ...(stopSignal ? { stopSignal } : {}) };
    this.save();
  }

  remove(name) {
    delete this.record.processes[name];
    this.save();
  }

  save() {
    writeJson(this.file, this.record);
  }

  release() {
    const current = readJson(this.file);
    if (!current || current.launcherPid === process.pid) fs.rmSync(this.file, { force: true });
  }
}

export class AlreadyRunningError extends Error {
  name = 'AlreadyRunningError';
}
