import { resolve } from 'node:path';
import type { EnvReader } from '@lobby/service-kit';

export interface CatalogConfig {
  /** Load the demo games, stars, gigs, banners and their generated pictures on first start. */
  seedDemoData: boolean;
  /** The folder the gateway serves at /uploads; demo pictures go under its demo/ folder. */
  uploadsDir: string;
  /**
   * Rupees per dollar used only to order gigs of both currencies by price. Catalog holds no live rates
   * (payments does); a reference rate keeps "low to high" sensible across INR and USD gigs.
   */
  priceSortInrPerUsd: number;
}

export function readCatalogConfig(env: EnvReader): CatalogConfig {
  return {
    seedDemoData: env.bool('SEED_DEMO_DATA', false),
    uploadsDir: resolve(env.string('UPLOADS_DIR', resolve(__dirname, '../../../.data/uploads'))),
    priceSortInrPerUsd: env.int('PRICE_SORT_INR_PER_USD', 85, { min: 1, max: 10_000 }),
  };
}
