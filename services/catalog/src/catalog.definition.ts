import { join } from 'node:path';
import type { ServiceDefinition } from '@lobby/service-kit';
import { CatalogModule } from './catalog.module';

export const catalogService: ServiceDefinition = {
  service: 'catalog',
  module: CatalogModule,
  migrationsFolder: join(__dirname, '..', 'drizzle'),
  schema: {},
};
