import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, LOGGER } from '@lobby/service-kit';
import type { Logger } from 'pino';
import type { CatalogConfig } from '../catalog.config';
import { DemoDataRepository } from './demo-data.repository';
import { DemoImages } from './demo-images';
import { buildDemoPlan } from './demo-plan';
import { demoSignals } from './demo-signals';

/**
 * Loads the demo catalogue on first start when SEED_DEMO_DATA is on: games with modes and platforms, the
 * demo stars (identity's profile events refresh them later), their gigs, banners, and favourites and clicks
 * so popularity differs. Pictures are rendered locally under UPLOADS_DIR/demo. Skipped once games exist.
 */
@Injectable()
export class DemoDataSeeder implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: CatalogConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly demo: DemoDataRepository,
    private readonly images: DemoImages,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemoData || (await this.demo.hasGames())) return;
    const started = Date.now();
    const plan = buildDemoPlan(await this.demo.platformIdsByName(), (path, svg) =>
      this.images.urlOf(path, svg),
    );
    await this.images.renderAll(plan.pictures);
    const wrote = await this.demo.write(plan, demoSignals(plan));
    if (wrote) {
      this.logger.info(
        {
          games: plan.games.length,
          stars: plan.stars.length,
          gigs: plan.gigs.length,
          ms: Date.now() - started,
        },
        'demo catalogue ready',
      );
    }
  }
}
