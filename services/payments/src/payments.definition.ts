import { join } from 'node:path';
import type { ServiceDefinition } from '@lobby/service-kit';
import { PaymentsModule } from './payments.module';

export const paymentsService: ServiceDefinition = {
  service: 'payments',
  module: PaymentsModule,
  migrationsFolder: join(__dirname, '..', 'drizzle'),
  schema: {},
};
