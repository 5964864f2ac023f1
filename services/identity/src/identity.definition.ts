import { join } from 'node:path';
import type { ServiceDefinition } from '@lobby/service-kit';
import { identitySchema } from './db/schema';
import { readIdentityConfig, type IdentityConfig } from './identity.config';
import { IdentityModule } from './identity.module';

/** Users, credentials, tokens, verification, roles, staff permissions and moderators. */
export const identityService: ServiceDefinition<IdentityConfig> = {
  service: 'identity',
  module: IdentityModule,
  migrationsFolder: join(__dirname, '..', 'drizzle'),
  schema: identitySchema,
  readConfig: readIdentityConfig,
};
