import type { Database } from '@lobby/service-kit';
import type { catalogSchema } from './schema';

export type CatalogDatabase = Database<typeof catalogSchema>;
/** A transaction or the database itself, so repository methods can join the caller's transaction. */
export type Executor = Pick<CatalogDatabase, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
