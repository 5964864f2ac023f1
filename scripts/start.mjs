#!/usr/bin/env node
/**
 * `npm start`: runs the whole of Lobby locally (see scripts/stack.mjs) with its data under `.data/`, prints
 * where everything is and the demo accounts, and stops everything cleanly on Ctrl-C.
 *
 *   node scripts/start.mjs [--dev] [--only=identity,catalog] [--no-gateway]
 *
 * PORT (default 3000), DATABASE_URL, NATS_URL, SMTP_URL (+ MAIL_WEB_URL, its inbox), JWT_SECRET,
 * SEED_DEMO_DATA (default true), LOG_LEVEL, SERVICE_PORT_BASE (health ports base..base+6) and LOBBY_REPLICAS /
 * <SERVICE>_REPLICAS (processes per service) are honoured; LOBBY_DATA_DIR moves the data folder. A process that
 * exits after the start is started again with backoff (see scripts/stack.mjs). --only and --no-gateway start a part of the product (development aid).
 */
import path from 'node:path';
import { DEMO_PASSWORD } from './demo-accounts.mjs';
import { REPO_ROOT, startStack } from './stack.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const value = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);

const known = /^--(dev|no-gateway|only=.+|help)$/;
const unknownArgs = args.filter((arg) => !known.test(arg));
if (flag('help') || unknownArgs.length > 0) {
  if (unknownArgs.length > 0) console.error(`Unknown argument: ${unknownArgs.join(' ')}`);
  console.error('Usage: node scripts/start.mjs [--dev] [--only=identity,catalog,...] [--no-gateway]');
  process.exit(flag('help') ? 0 : 2);
}

const dataDir = path.resolve(REPO_ROOT, process.env.LOBBY_DATA_DIR || '.data');
const port = process.env.PORT ? Number(process.env.PORT) : 3000;
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number (got "${process.env.PORT}")`);
  process.exit(2);
}

// --dev is accepted and currently starts exactly what npm start does (built code, no watchers).
const controller = new AbortController();
let stack = null;
let stopping = false;

function onSignal(signal) {
  if (stopping) {
    console.log(`\n${signal} again: killing everything now.`);
    process.exit(1); // the stack's exit handler SIGKILLs what is still running
  }
  stopping = true;
  console.log(`\nStopping Lobby (${signal})...`);
  if (stack) {
    stack.stop().then(
      () => {
        console.log('Lobby stopped.');
        process.exit(0);
      },
      (error) => {
        console.error(`Lobby did not stop cleanly: ${error.message}`);
        process.exit(1);
      },
    );
  } else {
    controller.abort(new Error(`Interrupted by ${signal}`));
  }
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => onSignal(signal));

const shownDataDir = path.relative(process.cwd(), dataDir);
console.log(`Starting Lobby (data in ${shownDataDir.startsWith('..') ? dataDir : shownDataDir || '.'}/)`);
try {
  stack = await startStack({
    dataDir,
    port,
    signal: controller.signal,
    services: value('only')
      ?.split(',')
      .map((name) => name.trim())
      .filter(Boolean),
    gateway: !flag('no-gateway'),
  });
} catch (error) {
  if (stopping) {
    console.log('Lobby stopped.');
    process.exit(0);
  }
  // Errors from the launcher and its helpers explain themselves; a bug in the launcher shows its stack.
  const bug = [TypeError, ReferenceError, SyntaxError, RangeError].some((type) => error instanceof type);
  const message = bug || !(error instanceof Error) ? (error?.stack ?? String(error)) : error.message;
  console.error(`\nLobby could not start: ${message}`);
  process.exit(1);
}

const rel = (file) => {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') ? file : relative;
};
console.log('');
console.log('Services:');
for (const service of stack.services) {
  console.log(
    `  ${service.name.padEnd(14)} health :${String(service.port).padEnd(6)} log ${rel(service.logFile)}`,
  );
}
if (stack.gateway) {
  console.log(`  ${'gateway'.padEnd(14)} ${stack.url.padEnd(28)} log ${rel(stack.gateway.logFile)}`);
}
if (stack.mailUrl) console.log(`Mail inbox:     ${stack.mailUrl}`);
if (stack.accounts.length > 0) {
  console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const account of stack.accounts) {
    console.log(`  ${account.label.padEnd(10)} ${account.email.padEnd(20)} ${account.username}`);
  }
}
console.log('Press Ctrl-C to stop.');
console.log(stack.gateway ? `Lobby is ready at ${stack.url}` : 'Lobby services are ready (no gateway).');
