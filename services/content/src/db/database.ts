import type { Database } from '@lobby/service-kit';
import type { contentSchema } from './schema';

export type ContentDatabase = Database<typeof contentSchema>;
