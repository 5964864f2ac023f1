import type { Database } from '@lobby/service-kit';
import type { liveSchema } from './schema';

export type LiveDatabase = Database<typeof liveSchema>;
/** A transaction or the database itself, so repository methods can join the caller's transaction. */
export type Executor = Pick<LiveDatabase, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
