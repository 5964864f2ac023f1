import { join } from 'node:path';
import type { ServiceDefinition } from '@lobby/service-kit';
import { type ContentConfig, readContentConfig } from './content.config';
import { contentSchema } from './db/schema';
import { ContentModule } from './content.module';

export const contentService: ServiceDefinition<ContentConfig> = {
  service: 'content',
  module: ContentModule,
  migrationsFolder: join(__dirname, '..', 'drizzle'),
  schema: contentSchema,
  readConfig: readContentConfig,
};
