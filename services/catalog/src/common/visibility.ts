import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { gigs, stars } from '../db/schema';

/** A gig the public sees: active, not deleted, and its star listed (the query must join stars). */
export function visibleGig(): SQL {
  return and(eq(gigs.status, 'active'), isNull(gigs.deletedAt), eq(stars.listed, true))!;
}
