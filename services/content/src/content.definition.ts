import { join } from 'node:path';
import type { ServiceDefinition } from '@lobby/service-kit';
import { contentSchema } from './db/schema';
import { ContentModule } from './content.module';

export const contentService: ServiceDefinition = {
  service: 'content',
  module: ContentModule,
  migrationsFolder: join(__dirname, '..', 'drizzle'),
  schema: contentSchema,
};
