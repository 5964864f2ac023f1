import { join } from 'node:path';
import type { ServiceDefinition } from '@lobby/service-kit';
import { LiveModule } from './live.module';

export const liveService: ServiceDefinition = {
  service: 'live',
  module: LiveModule,
  migrationsFolder: join(__dirname, '..', 'drizzle'),
  schema: {},
};
