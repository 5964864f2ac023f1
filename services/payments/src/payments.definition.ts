import { join } from 'node:path';
import type { ServiceDefinition } from '@lobby/service-kit';
import { paymentsSchema } from './db/schema';
import { readPaymentsConfig, type PaymentsConfig } from './payments.config';
import { PaymentsModule } from './payments.module';

/** Wallet ledger, promo codes, payment gateways and currency rates (checkout, payouts and the rest arrive with their issues). */
export const paymentsService: ServiceDefinition<PaymentsConfig> = {
  service: 'payments',
  module: PaymentsModule,
  migrationsFolder: join(__dirname, '..', 'drizzle'),
  schema: paymentsSchema,
  readConfig: readPaymentsConfig,
};
