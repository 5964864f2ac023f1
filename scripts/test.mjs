#!/usr/bin/env node
// `npm test` after the build: the web unit tests (Vitest, seconds) then Jest (everything else, with any
// arguments given, e.g. `npm test -- e2e/booking.e2e.ts`). Both always run, so one failing suite still shows
// the other's result, and the exit code fails when either failed.
import { spawnSync } from 'node:child_process';

function run(name, command, args) {
  const { status, signal } = spawnSync(command, args, {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  return { name, passed: status === 0, detail: signal ?? `exit code ${status}` };
}

const results = [
  run('web unit tests (Vitest)', 'npm', ['run', 'test', '-w', 'web']),
  run('Jest', 'npx', ['jest', '--ci', ...process.argv.slice(2)]),
];

console.log('');
for (const { name, passed, detail } of results)
  console.log(`${passed ? 'passed' : 'FAILED'}: ${name}${passed ? '' : ` (${detail})`}`);
process.exit(results.every((result) => result.passed) ? 0 : 1);
