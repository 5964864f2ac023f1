import { join } from 'node:path';
import type { ServiceDefinition } from '@lobby/service-kit';
import { liveSchema } from './db/schema';
import { readLiveConfig, type LiveConfig } from './live.config';
import { LiveModule } from './live.module';

/** Live sessions, stream metadata and OBS codes; queues are booking's. */
export const liveService: ServiceDefinition<LiveConfig> = {
  service: 'live',
  module: LiveModule,
  migrationsFolder: join(__dirname, '..', 'drizzle'),
  schema: liveSchema,
  readConfig: readLiveConfig,
};
