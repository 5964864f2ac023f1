import { join } from 'node:path';
import type { ServiceDefinition } from '@lobby/service-kit';
import { readBookingConfig, type BookingConfig } from './booking.config';
import { BookingModule } from './booking.module';
import { bookingSchema } from './db/schema';

/** Slots, orders and their holds, live queues and lobby codes; later played validations. */
export const bookingService: ServiceDefinition<BookingConfig> = {
  service: 'booking',
  module: BookingModule,
  migrationsFolder: join(__dirname, '..', 'drizzle'),
  schema: bookingSchema,
  readConfig: readBookingConfig,
};
