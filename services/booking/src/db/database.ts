import type { Database } from '@lobby/service-kit';
import type { bookingSchema } from './schema';

export type BookingDatabase = Database<typeof bookingSchema>;
/** A transaction or the database itself, so repository methods can join the caller's transaction. */
export type Executor = Pick<BookingDatabase, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
