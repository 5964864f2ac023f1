import { join } from 'node:path';
import type { ServiceDefinition } from '@lobby/service-kit';
import { notificationsSchema } from './db/schema';
import { type NotificationsConfig, readNotificationsConfig } from './notifications.config';
import { NotificationsModule } from './notifications.module';

/** In-app notifications, live messages, reminders, email and Discord delivery. */
export const notificationsService: ServiceDefinition<NotificationsConfig> = {
  service: 'notifications',
  module: NotificationsModule,
  migrationsFolder: join(__dirname, '..', 'drizzle'),
  schema: notificationsSchema,
  readConfig: readNotificationsConfig,
};
