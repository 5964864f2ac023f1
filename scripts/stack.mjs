/**
 * Starts the whole of Lobby on one machine: PostgreSQL (DATABASE_URL or embedded), NATS (NATS_URL, one already
 * on 127.0.0.1:4222, or a nats-server it starts), a mail catcher (SMTP_URL or maildev), every service and the
 * gateway as child processes. Used by `npm start` (scripts/start.mjs) and by browser tests.
 *
 *   const stack = await startStack({ dataDir, port: 0, quiet: true });
 *   ... stack.url, stack.accounts ...
 *   await stack.stop();
 */
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_ACCOUNTS } from './demo-accounts.mjs';
import { startMaildev } from './lib/mail.mjs';
import {
  DEFAULT_NATS_URL,
  findNatsServer,
  NATS_MISSING_MESSAGE,
  probeNats,
  startNatsServer,
} from './lib/nats.mjs';
import { abortError, freePort, isPortFree, pickPort, sleep } from './lib/ports.mjs';
import { startEmbeddedPostgres } from './lib/postgres.mjs';
import {
  describeExit,
  isAlive,
  listensOn,
  spawnLogged,
  SupervisedProcess,
  tailFile,
} from './lib/processes.mjs';
import { jwtSecretFor, readSettings, RunRecord, writeSettings } from './lib/state.mjs';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The services in start order, with their default health ports (packages/service-kit/src/config.ts). */
export const SERVICES = Object.freeze([
  { name: 'identity', port: 3101 },
  { name: 'catalog', port: 3102 },
  { name: 'booking', port: 3103 },
  { name: 'payments', port: 3104 },
  { name: 'live', port: 3105 },
  { name: 'notifications', port: 3106 },
  { name: 'content', port: 3107 },
]);

const DEFAULT_PG_PORT = 5433;
const DEFAULT_SMTP_PORT = 1025;
const DEFAULT_MAIL_WEB_PORT = 1080;
const STOP_GRACE_MS = 10_000;
const MAX_REPLICAS = 8;
/** Health ports of the second, third... replica of a service: its first replica's port plus 10, 20... */
const REPLICA_PORT_STEP = 10;

/** An error whose message is meant for the person who ran the command (no stack trace needed). */
export class StackError extends Error {
  name = 'StackError';
}

/**
 * @param {object} [options]
 * @param {string} [options.dataDir]  persistent state: pg/ (embedded PostgreSQL), nats/, mail/, secrets.json,
 *   stack.json (remembered ports), run.json (pids of a running start). Default `<repo>/.data`.
 * @param {number} [options.port]  gateway port; 0 picks a free one. Default 3000.
 * @param {{smtp?: number, web?: number}} [options.mailPorts]  maildev ports (default 1025/1080, or free ones
 *   when those are taken; 0 = any free port).
 * @param {string} [options.logDir]  one `<name>.log` per process. Default `${dataDir}/logs`.
 * @param {Record<string,string>} [options.env]  overrides process.env for discovery (DATABASE_URL, NATS_URL,
 *   SMTP_URL, JWT_SECRET, SEED_DEMO_DATA, LOG_LEVEL, ...) and is passed to every child.
 * @param {Record<string,Record<string,string>>} [options.envFor]  extra env for one child, by name.
 * @param {number} [options.servicePortBase]  health ports base+0..6 (else env SERVICE_PORT_BASE, else 3101-3107).
 * @param {string[]} [options.services]  which services to start (default all seven).
 * @param {boolean} [options.gateway]  start the gateway (default true).
 * @param {boolean} [options.privateNats]  start a nats-server of its own even when one answers on 4222 (unless
 *   NATS_URL is set). Two stacks on one NATS server share its queue groups and would answer each other's
 *   requests from the wrong databases: tests that run beside `npm start` want this (or their own NATS_URL).
 * @param {boolean} [options.quiet]  print nothing (errors are still thrown with log excerpts).
 * @param {AbortSignal} [options.signal]  aborts a start in progress (everything started is stopped).
 * @param {number} [options.readyTimeoutMs]  per wait for health (default 180 s).
 * @param {(name: string, info: {code: number|null, signal: string|null}) => void} [options.onExit]
 *   called when a child exits on its own after the start succeeded (it is then started again, see below).
 *
 * Each service runs `<NAME>_REPLICAS` processes (else `LOBBY_REPLICAS`, else 1), named `booking`, `booking-2`,
 * ... with a health port and a log file each; they share the service's NATS queue group. Once the start has
 * succeeded, a service process or the gateway that exits without being asked to is started again after
 * 1 s, 2 s, 4 s ... up to 30 s (RESTART_BACKOFF), and each restart is logged with the exit code and signal.
 */
export async function startStack(options = {}) {
  const {
    dataDir: dataDirOption = path.join(REPO_ROOT, '.data'),
    port = 3000,
    mailPorts = {},
    env = {},
    envFor = {},
    services: serviceNames = SERVICES.map((service) => service.name),
    gateway: withGateway = true,
    quiet = false,
    signal: outerSignal,
    readyTimeoutMs = 180_000,
    privateNats = false,
    onExit,
  } = options;
  const dataDir = path.resolve(dataDirOption);
  const logDir = path.resolve(options.logDir ?? path.join(dataDir, 'logs'));
  const input = { ...process.env, ...env };
  const log = quiet ? () => undefined : (line) => process.stdout.write(`${line}\n`);
  const show = (file) => {
    const relative = path.relative(process.cwd(), file);
    return relative.startsWith('..') ? file : relative || '.';
  };

  const unknown = serviceNames.filter((name) => !SERVICES.some((service) => service.name === name));
  if (unknown.length > 0) throw new StackError(`Unknown service: ${unknown.join(', ')}`);
  const services = SERVICES.filter((service) => serviceNames.includes(service.name));
  // One entry per process: booking, booking-2, ...
  const instances = services.flatMap((service) =>
    Array.from({ length: replicasOf(service.name, input) }, (_, index) => ({
      service,
      replica: index + 1,
      name: index === 0 ? service.name : `${service.name}-${index + 1}`,
    })),
  );
  const entryOf = (name) =>
    name === 'gateway'
      ? path.join('gateway', 'dist', 'main.js')
      : path.join('services', name, 'dist', 'main.js');
  const missing = [...services.map((service) => service.name), ...(withGateway ? ['gateway'] : [])]
    .map(entryOf)
    .filter((entry) => !fs.existsSync(path.join(REPO_ROOT, entry)));
  if (missing.length > 0) throw new StackError(`Not built: ${missing.join(', ')} (run npm run build)`);

  fs.mkdirSync(dataDir, { recursive: true });
  fs.mkdirSync(logDir, { recursive: true });

  // Everything started so far, so that a failed or interrupted start, stop() and a sudden exit clean up.
  const internal = new AbortController();
  const signal = outerSignal ? AbortSignal.any([outerSignal, internal.signal]) : internal.signal;
  const children = new Map(); // name (booking, booking-2, gateway) -> SupervisedProcess
  const infrastructure = []; // { name, stop, pid? }
  let phase = 'starting';
  let stopping = null;

  const run = new RunRecord(dataDir);
  const cleaned = await run.claim();
  if (cleaned.length > 0) log(`Stopped processes left running by an earlier start: ${cleaned.join(', ')}`);

  const killEverythingNow = () => {
    for (const { handle } of children.values()) {
      if (handle && !handle.exitInfo) {
        try {
          handle.child.kill('SIGKILL');
        } catch {
          // gone
        }
      }
    }
    for (const part of infrastructure) {
      if (part.pid && isAlive(part.pid)) {
        try {
          process.kill(part.pid, part.exitSignal ?? 'SIGKILL');
        } catch {
          // gone
        }
      }
    }
  };
  process.on('exit', killEverythingNow);

  const watchInfrastructure = (name, handle) => {
    handle.exited.then((info) => {
      if (phase !== 'running') return;
      log(
        `! ${name} ${describeExit(info)}. Last lines of ${show(handle.logFile)}:\n${indent(tailFile(handle.logFile, 15))}`,
      );
      onExit?.(name, info);
    });
  };

  const stop = () => {
    stopping ??= (async () => {
      phase = 'stopping';
      internal.abort(new Error('Stopping'));
      // stop() also cancels a restart waiting for its delay.
      const gatewayProcess = children.get('gateway');
      if (gatewayProcess) {
        await gatewayProcess.stop({ graceMs: STOP_GRACE_MS });
        run.remove('gateway');
      }
      await Promise.all(
        [...children.entries()]
          .filter(([name]) => name !== 'gateway')
          .map(async ([name, supervised]) => {
            await supervised.stop({ graceMs: STOP_GRACE_MS });
            run.remove(name);
          }),
      );
      await Promise.all(
        infrastructure.map(async (part) => {
          await part.stop().catch((error) => log(`Could not stop ${part.name} cleanly: ${error.message}`));
          run.remove(part.name);
        }),
      );
      run.release();
      process.removeListener('exit', killEverythingNow);
      phase = 'stopped';
    })();
    return stopping;
  };

  try {
    // Ports first, all from one set, so nothing is handed out twice.
    const taken = new Set();
    let gatewayPort = null;
    if (withGateway) {
      if (port === 0) {
        gatewayPort = await pickPort(0, taken);
      } else if (await isPortFree(port)) {
        gatewayPort = port;
        taken.add(port);
      } else {
        throw new StackError(
          `Port ${port} is already in use (is Lobby already running?). Set PORT to use another port.`,
        );
      }
    }
    // TLS_CERT_FILE and TLS_KEY_FILE: the gateway serves HTTPS (HTTP/2) itself.
    const scheme = input.TLS_CERT_FILE && input.TLS_KEY_FILE ? 'https' : 'http';
    const url = `${scheme}://localhost:${gatewayPort ?? port}`;

    // PostgreSQL
    let databaseUrl = input.DATABASE_URL;
    let pgPort = null;
    if (!databaseUrl) {
      const settings = readSettings(dataDir);
      pgPort = await pickPort(settings.postgresPort ?? DEFAULT_PG_PORT, taken);
      if (pgPort !== settings.postgresPort) writeSettings(dataDir, { ...settings, postgresPort: pgPort });
    }

    // NATS
    let natsUrl = input.NATS_URL;
    let natsNote = 'from NATS_URL';
    let natsExecutable = null;
    let natsPort = null;
    if (!natsUrl) {
      const probe = privateNats ? { ok: false } : await probeNats(DEFAULT_NATS_URL);
      if (probe.ok) {
        natsUrl = DEFAULT_NATS_URL;
        natsNote = probe.jetstream
          ? 'already running, JetStream on'
          : 'already running, WITHOUT JetStream: events will fail';
      } else {
        natsExecutable = findNatsServer(input.PATH);
        if (!natsExecutable) throw new StackError(NATS_MISSING_MESSAGE);
        natsPort = await pickPort(0, taken);
      }
    }

    // Mail
    let smtpUrl = input.SMTP_URL;
    let mailUrl = input.MAIL_WEB_URL ?? null;
    let smtpPort = null;
    let mailWebPort = null;
    if (!smtpUrl) {
      smtpPort = await pickPort(mailPorts.smtp ?? DEFAULT_SMTP_PORT, taken);
      mailWebPort = await pickPort(mailPorts.web ?? DEFAULT_MAIL_WEB_PORT, taken);
    }

    // Health ports: SERVICE_PORT_BASE (or servicePortBase) + index, else the kit's defaults 3101-3107, plus 10
    // per replica after the first; any of them that is taken is replaced by a free port.
    const base = Number(options.servicePortBase ?? input.SERVICE_PORT_BASE) || null;
    const servicePorts = new Map(); // instance name -> health port
    for (const instance of instances) {
      const first = base ? base + SERVICES.indexOf(instance.service) : instance.service.port;
      const preferred = first + REPLICA_PORT_STEP * (instance.replica - 1);
      servicePorts.set(instance.name, await pickPort(preferred, taken));
    }

    const jwtSecret = input.JWT_SECRET || jwtSecretFor(dataDir);

    // Infrastructure, in parallel.
    const startedInfra = await Promise.allSettled([
      (async () => {
        if (databaseUrl) return;
        const pg = await startEmbeddedPostgres({
          dir: path.join(dataDir, 'pg'),
          port: pgPort,
          logFile: path.join(logDir, 'postgres.log'),
          cwd: dataDir,
          signal,
        });
        infrastructure.push({ name: 'postgres', stop: pg.stop, pid: pg.pid, exitSignal: 'SIGINT' });
        run.add('postgres', pg.pid, path.join(dataDir, 'pg'), 'SIGINT');
        databaseUrl = pg.url;
        watchInfrastructure('postgres', pg.handle);
        log(
          `  PostgreSQL  embedded on 127.0.0.1:${pgPort}, data ${show(path.join(dataDir, 'pg'))}${pg.created ? ' (new)' : ''}`,
        );
      })(),
      (async () => {
        if (!natsExecutable) return;
        const nats = await startNatsServer({
          executable: natsExecutable,
          port: natsPort,
          storeDir: path.join(dataDir, 'nats'),
          logFile: path.join(logDir, 'nats.log'),
          cwd: REPO_ROOT,
          signal,
        });
        infrastructure.push({ name: 'nats-server', stop: nats.stop, pid: nats.handle.pid });
        run.add('nats-server', nats.handle.pid, 'nats-server');
        natsUrl = nats.url;
        natsNote = `started nats-server with JetStream, data ${show(path.join(dataDir, 'nats'))}`;
        watchInfrastructure('nats-server', nats.handle);
      })(),
      (async () => {
        if (smtpUrl) return;
        const mail = await startMaildev({
          smtpPort,
          webPort: mailWebPort,
          mailDir: path.join(dataDir, 'mail'),
        });
        infrastructure.push({ name: 'maildev', stop: mail.stop });
        smtpUrl = mail.smtpUrl;
        mailUrl = mail.webUrl;
      })(),
    ]);
    const failed = startedInfra.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    if (input.DATABASE_URL) log(`  PostgreSQL  ${redact(databaseUrl)} (from DATABASE_URL)`);
    log(`  NATS        ${natsUrl} (${natsNote})`);
    log(
      `  Mail        ${smtpUrl}${mailUrl ? `, inbox ${mailUrl}` : ''}${input.SMTP_URL ? ' (from SMTP_URL)' : ' (maildev)'}`,
    );

    // Services
    const seedDemoData = String(input.SEED_DEMO_DATA ?? 'true').toLowerCase();
    // Uploaded and demo images: the gateway serves them, catalog writes its generated demo art there too.
    const uploadsDir = input.UPLOADS_DIR || path.join(dataDir, 'uploads');
    const common = {
      ...input,
      NATS_URL: natsUrl,
      LOG_LEVEL: input.LOG_LEVEL || 'info',
      UPLOADS_DIR: uploadsDir,
    };
    const seedsDemoData = new Set(['identity', 'catalog']);
    const serviceEnv = (instance) => {
      const { name } = instance.service;
      const childEnv = {
        ...common,
        DATABASE_URL: databaseUrl,
        HTTP_PORT: String(servicePorts.get(instance.name)),
        SMTP_URL: smtpUrl,
        WEB_URL: input.WEB_URL || url,
        PUBLIC_URL: input.PUBLIC_URL || url,
        ...(name === 'identity' ? { JWT_SECRET: jwtSecret } : {}),
        ...(seedsDemoData.has(name) ? { SEED_DEMO_DATA: seedDemoData } : {}),
        ...envFor[name],
      };
      // One service's database name or the gateway's port must not leak into the others.
      for (const key of ['DATABASE_NAME', 'PORT']) if (!envFor[name]?.[key]) delete childEnv[key];
      if (name !== 'identity' && !envFor[name]?.JWT_SECRET) delete childEnv.JWT_SECRET;
      return childEnv;
    };

    const startedAt = Date.now();
    if (services.length > 0 || withGateway)
      log(
        `  Starting    ${services.map((service) => service.name).join(', ')}${withGateway ? ', then the gateway' : ''}`,
      );
    // Each child is supervised: after the start, an exit nobody asked for starts it again (with backoff).
    const downSince = new Map();
    const supervise = ({ name, entry, env, logFile, healthUrl }) => {
      const supervised = new SupervisedProcess({
        spawn: ({ restart }) => {
          const handle = spawnLogged({
            name,
            command: process.execPath,
            args: [entry],
            cwd: REPO_ROOT,
            env: env(),
            logFile: logFile(),
            appendLog: restart, // the crash and the restart stay in one log
          });
          run.add(name, handle.pid, entry);
          return handle;
        },
        onExit: (info, delayMs, handle) => {
          downSince.set(name, Date.now());
          run.remove(name);
          log(
            `! ${name} (pid ${handle.pid}) stopped: exit code ${info.code ?? 'none'}, signal ${info.signal ?? 'none'}; starting it again in ${delayMs / 1000} s. Last lines of ${show(handle.logFile)}:\n${indent(tailFile(handle.logFile, 15))}`,
          );
          onExit?.(name, info);
        },
        onRestart: (handle) => {
          log(`  ${name} started again (pid ${handle.pid}, restart ${supervised.restarts})`);
          waitForHealth(handle, healthUrl(), { timeoutMs: readyTimeoutMs, signal, show }).then(
            () => log(`  ✓ ${name.padEnd(13)} ready again, ${seconds(downSince.get(name))} after it stopped`),
            () => undefined, // it exited again (its own restart follows) or the stack is stopping
          );
        },
      });
      children.set(name, supervised);
      return supervised;
    };

    // A port checked free a moment ago can be taken by another start before the service binds it: such a
    // service exits with EADDRINUSE and is started again on a free port (twice at most).
    const startInstance = async (instance) => {
      const healthUrl = () => `http://127.0.0.1:${servicePorts.get(instance.name)}/health/ready`;
      const supervised = supervise({
        name: instance.name,
        entry: entryOf(instance.service.name),
        env: () => serviceEnv(instance),
        logFile: () => path.join(logDir, `${instance.name}.log`),
        healthUrl,
      });
      for (let attempt = 1; ; attempt += 1) {
        const port = servicePorts.get(instance.name);
        const handle = supervised.start();
        try {
          await waitForHealth(handle, healthUrl(), { timeoutMs: readyTimeoutMs, signal, show });
          log(`  ✓ ${instance.name.padEnd(13)} ready on :${port} (${seconds(startedAt)})`);
          return;
        } catch (error) {
          const portTaken = handle.exitInfo && /EADDRINUSE/.test(tailFile(handle.logFile, 60));
          if (!portTaken || attempt >= 3 || signal.aborted) throw error;
          servicePorts.set(instance.name, await pickPort(0, taken));
          log(
            `  ${instance.name}: port ${port} was taken meanwhile, starting it on :${servicePorts.get(instance.name)}`,
          );
        }
      }
    };
    await Promise.all(instances.map(startInstance)).catch((error) => {
      internal.abort(error);
      throw error;
    });

    // Gateway
    if (withGateway) {
      const healthUrl = () => `${scheme}://127.0.0.1:${gatewayPort}/api/health`;
      const supervised = supervise({
        name: 'gateway',
        entry: entryOf('gateway'),
        env: () => ({
          ...common,
          PORT: String(gatewayPort),
          JWT_SECRET: jwtSecret,
          PRIVATE_FILES_DIR: input.PRIVATE_FILES_DIR || path.join(dataDir, 'private'),
          WEB_DIST: input.WEB_DIST || path.join(REPO_ROOT, 'web', 'dist'),
          PUBLIC_URL: input.PUBLIC_URL || url,
          WEB_ORIGIN: input.WEB_ORIGIN || `${url},${scheme}://127.0.0.1:${gatewayPort}`,
          ...envFor.gateway,
        }),
        logFile: () => path.join(logDir, 'gateway.log'),
        healthUrl,
      });
      await waitForHealth(supervised.start(), healthUrl(), { timeoutMs: readyTimeoutMs, signal, show });
      log(`  ✓ ${'gateway'.padEnd(13)} ready on :${gatewayPort} (${seconds(startedAt)})`);
    }

    phase = 'running';
    for (const supervised of children.values()) supervised.supervise();

    const accounts =
      ['1', 'true', 'yes', 'on'].includes(seedDemoData) && services.some((s) => s.name === 'identity')
        ? DEMO_ACCOUNTS
        : [];
    return {
      url,
      mailUrl,
      smtpUrl,
      databaseUrl,
      natsUrl,
      jwtSecret,
      accounts,
      dataDir,
      logDir,
      postgres: { embedded: !input.DATABASE_URL, port: pgPort },
      // One entry per process; `pid` is the current process's (it changes when a crashed one is restarted).
      services: instances.map((instance) => ({
        name: instance.name,
        service: instance.service.name,
        replica: instance.replica,
        port: servicePorts.get(instance.name),
        get pid() {
          return children.get(instance.name).handle.pid;
        },
        healthUrl: `http://127.0.0.1:${servicePorts.get(instance.name)}/health/ready`,
        logFile: children.get(instance.name).handle.logFile,
      })),
      gateway: withGateway
        ? {
            port: gatewayPort,
            get pid() {
              return children.get('gateway').handle.pid;
            },
            logFile: children.get('gateway').handle.logFile,
          }
        : null,
      stop,
    };
  } catch (error) {
    await stop();
    if (outerSignal?.aborted) throw abortError(outerSignal);
    throw error;
  }
}

/** How many processes of a service to run: `<NAME>_REPLICAS`, else `LOBBY_REPLICAS`, else 1. */
function replicasOf(name, input) {
  const own = `${name.toUpperCase()}_REPLICAS`;
  const variable = input[own] ? own : input.LOBBY_REPLICAS ? 'LOBBY_REPLICAS' : null;
  if (!variable) return 1;
  const count = Number(input[variable]);
  if (!Number.isInteger(count) || count < 1 || count > MAX_REPLICAS) {
    throw new StackError(
      `${variable} must be a whole number from 1 to ${MAX_REPLICAS} (got "${input[variable]}")`,
    );
  }
  return count;
}

/** Polls `healthUrl` until it answers 200; fails fast when the process exits, naming its last log lines. */
async function waitForHealth(handle, healthUrl, { timeoutMs, signal, show }) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  for (;;) {
    if (handle.exitInfo) {
      throw new StackError(
        `${handle.name} ${describeExit(handle.exitInfo)} before it was ready. Last lines of ${show(handle.logFile)}:\n${indent(tailFile(handle.logFile, 25))}`,
      );
    }
    if (signal.aborted) throw abortError(signal);
    try {
      const response = await getLocally(healthUrl);
      const body = response.body;
      if (response.status === 200) {
        // Only our own child's answer counts (another start may have taken the port in the meantime).
        if (listensOn(handle.pid, Number(new URL(healthUrl).port))) return;
        last = `the port answers, but not from ${handle.name} (pid ${handle.pid}): is another start using it?`;
      } else {
        last = `HTTP ${response.status} ${body.slice(0, 300)}`;
      }
    } catch (error) {
      last = error.code ?? error.cause?.code ?? error.message;
    }
    if (Date.now() > deadline) {
      throw new StackError(
        `${handle.name} was not ready within ${Math.round(timeoutMs / 1000)} s (${healthUrl}: ${last}). Last lines of ${show(handle.logFile)}:\n${indent(tailFile(handle.logFile, 25))}`,
      );
    }
    await Promise.race([sleep(250, signal).catch(() => undefined), handle.exited]);
  }
}

/**
 * A GET of one of our own children, with a 2 s timeout. Over HTTPS the certificate is not checked: this asks
 * whether the process answers; the certificate is for browsers (and may be a local self-signed one).
 */
export function getLocally(url) {
  return new Promise((resolve, reject) => {
    const client = url.startsWith('https:') ? https : http;
    const request = client.get(url, { timeout: 2000, rejectUnauthorized: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode, body }));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
  });
}

function seconds(since) {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** Indents log lines for a message; pino JSON lines become `LEVEL msg` plus the error's first stack lines. */
function indent(text) {
  return text
    .split('\n')
    .flatMap((line) => {
      if (!line.startsWith('{')) return [line];
      try {
        const entry = JSON.parse(line);
        const head = `${LEVELS[entry.level] ?? entry.level ?? ''} ${entry.msg ?? ''}`.trim();
        const stack = typeof entry.err?.stack === 'string' ? entry.err.stack.split('\n').slice(0, 4) : [];
        if (stack[0] && head.endsWith(stack[0].replace(/^\w*Error: /, ''))) stack.shift();
        return [head, ...stack.map((frame) => `  ${frame.trim()}`)];
      } catch {
        return [line];
      }
    })
    .map((line) => `    ${line}`)
    .join('\n');
}

function redact(databaseUrl) {
  try {
    const parsed = new URL(databaseUrl);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return databaseUrl;
  }
}

// Re-exported for callers that need a free port for something of their own (e.g. a test's fake server).
export { freePort };
