import type { Database } from '@lobby/service-kit';
import type { notificationsSchema } from './schema';

export type NotificationsDatabase = Database<typeof notificationsSchema>;
/** A transaction or the database itself, so repository methods can join the caller's transaction. */
export type Executor = Pick<NotificationsDatabase, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
