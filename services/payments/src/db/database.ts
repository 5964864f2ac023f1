import type { Database } from '@lobby/service-kit';
import type { paymentsSchema } from './schema';

export type PaymentsDatabase = Database<typeof paymentsSchema>;
/** A transaction or the database itself, so repository methods can join the caller's transaction. */
export type Executor = Pick<PaymentsDatabase, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
