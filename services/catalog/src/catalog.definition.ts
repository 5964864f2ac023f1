import { join } from 'node:path';
import type { ServiceDefinition } from '@lobby/service-kit';
import { readCatalogConfig, type CatalogConfig } from './catalog.config';
import { CatalogModule } from './catalog.module';
import { catalogSchema } from './db/schema';

/** Games, platforms, stars, gigs, favourites, banners, browse, search and click tracking. */
export const catalogService: ServiceDefinition<CatalogConfig> = {
  service: 'catalog',
  module: CatalogModule,
  migrationsFolder: join(__dirname, '..', 'drizzle'),
  schema: catalogSchema,
  readConfig: readCatalogConfig,
};
