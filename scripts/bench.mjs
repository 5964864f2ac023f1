#!/usr/bin/env node
// Benchmarks: `npm run bench -- <name>`. Each starts what it measures on this machine, loads it from this
// machine only (loopback), prints its figures and stops everything it started.
import { benchmarks } from './bench/index.mjs';

const name = process.argv[2];
const bench = benchmarks[name];
if (!bench) {
  console.error(`Usage: npm run bench -- <${Object.keys(benchmarks).join('|')}>`);
  process.exit(2);
}
try {
  await bench.run();
  process.exit(0);
} catch (error) {
  console.error(error.stack ?? error.message);
  process.exit(1);
}
