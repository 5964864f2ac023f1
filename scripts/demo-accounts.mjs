// The demo accounts come from identity, which owns and seeds them (SEED_DEMO_DATA=true); the launcher only
// prints them. Read from identity's build, which `npm start` makes first.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const seed = require('../services/identity/dist/seed/demo-accounts.js');

export const DEMO_PASSWORD = seed.DEMO_PASSWORD;

export const DEMO_ACCOUNTS = Object.freeze(
  seed.DEMO_ACCOUNTS.map((account) =>
    Object.freeze({
      role: account.role,
      label: account.key,
      email: account.email,
      username: account.username,
      password: DEMO_PASSWORD,
    }),
  ),
);
