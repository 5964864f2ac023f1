import type { Requirement } from '@lobby/contracts';
import demoGigs from './demo-gigs.json';

/**
 * A demo gig (demo-gigs.json, by star username). The price is in the star's currency (rupees for stars billed in
 * India, dollars for everyone else); the pitch opens the description demo-plan.ts writes.
 */
export interface DemoGig {
  /** The game's slug, and one of its modes and platforms by name. */
  game: string;
  mode: string;
  platform: string;
  title: string;
  price: number;
  tags: string[];
  requirements: Requirement[];
  pitch: string;
}

/** Each star's demo gigs, in the order they are added; requirements are written `{ "Age": "16+" }` in the file. */
export const DEMO_GIGS: Readonly<Record<string, readonly DemoGig[]>> = Object.fromEntries(
  Object.entries(demoGigs).map(([username, gigs]) => [
    username,
    gigs.map(({ requirements, ...gig }) => ({
      ...gig,
      requirements: Object.entries(requirements as Record<string, string>).map(([key, value]) => ({
        key,
        value,
      })),
    })),
  ]),
);
