import type { Database } from '@lobby/service-kit';
import type { identitySchema } from './schema';

export type IdentityDatabase = Database<typeof identitySchema>;
/** A transaction or the database itself, so repository methods can join the caller's transaction. */
export type Executor = Pick<IdentityDatabase, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
