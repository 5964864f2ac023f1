import { join } from 'node:path';
import type { ServiceDefinition } from '@lobby/service-kit';
import { BookingModule } from './booking.module';

export const bookingService: ServiceDefinition = {
  service: 'booking',
  module: BookingModule,
  migrationsFolder: join(__dirname, '..', 'drizzle'),
  schema: {},
};
