import { join } from 'node:path';
import type { ServiceDefinition } from '@lobby/service-kit';
import { NotificationsModule } from './notifications.module';

export const notificationsService: ServiceDefinition = {
  service: 'notifications',
  module: NotificationsModule,
  migrationsFolder: join(__dirname, '..', 'drizzle'),
  schema: {},
};
