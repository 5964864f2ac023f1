#!/usr/bin/env node
// `npm test` after the build: the house rules first (ESLint, with the layer and import-cycle rules; the type checks
// of the tests and of the web app, the build having checked the rest), side by side, then the web unit tests
// (Vitest, seconds), then Jest (everything else). With arguments (e.g. `npm test -- e2e/booking.e2e.ts`) only Jest
// runs, with them. Every step runs, so one failure still shows the others' results, and the exit code fails when any
// step failed.
import { spawn, spawnSync } from 'node:child_process';

const shell = process.platform === 'win32';

function run(name, command, args) {
  const { status, signal } = spawnSync(command, args, { stdio: 'inherit', shell });
  return { name, passed: status === 0, detail: signal ?? `exit code ${status}` };
}

/** Runs a check with its output kept, printed whole when it ends (checks run side by side). */
function check(name, command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { shell, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status, signal) => {
      process.stdout.write(`\n${name}:\n${output.trim() === '' ? 'no problems found' : output}\n`);
      resolve({ name, passed: status === 0, detail: signal ?? `exit code ${status}` });
    });
  });
}

const jestArgs = process.argv.slice(2);
const results = [];
if (jestArgs.length === 0) {
  results.push(
    ...(await Promise.all([
      check('lint (ESLint)', 'npx', ['eslint', '.']),
      check('type check of the tests', 'npx', ['tsc', '-p', 'tsconfig.tests.json']),
      check('type check of the web app', 'npm', ['run', '--silent', 'typecheck', '-w', 'web']),
    ])),
  );
  results.push(run('web unit tests (Vitest)', 'npm', ['run', 'test', '-w', 'web']));
}
results.push(run('Jest', 'npx', ['jest', '--ci', ...jestArgs]));

console.log('');
for (const { name, passed, detail } of results)
  console.log(`${passed ? 'passed' : 'FAILED'}: ${name}${passed ? '' : ` (${detail})`}`);
process.exit(results.every((result) => result.passed) ? 0 : 1);
