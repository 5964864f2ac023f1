import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/onboarding/onboarding.schema.ts', './src/audit/audit.schema.ts'],
  out: './drizzle',
});
