import { Injectable } from '@nestjs/common';
import { ErrorText, type StarCatalogFacts } from '@lobby/contracts';
import { DomainError, recordStaffAction, TransactionRunner } from '@lobby/service-kit';
import { PageCache } from '../common/page-cache';
import { StarLandingRepository } from './star-landing.repository';

/**
 * Which stars the landing page's star row shows (spec §7 Admin Influencers "showAtLanding"). Identity checks the
 * staff member's Influencers write permission before it asks; the change and its audit entry commit together.
 */
@Injectable()
export class StarLandingService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly repository: StarLandingRepository,
    private readonly pages: PageCache,
  ) {}

  async facts(ids: string[]): Promise<StarCatalogFacts[]> {
    const rows = await this.repository.facts(Array.isArray(ids) ? ids.slice(0, 100) : []);
    return rows.map(({ id, showAtLanding, gigsCount }) => ({ _id: id, showAtLanding, gigsCount }));
  }

  async setShowAtLanding(actorId: string, starId: string, showAtLanding: boolean): Promise<StarCatalogFacts> {
    await this.transactions.run(async (tx) => {
      const before = await this.repository.setShowAtLanding(starId, showAtLanding, tx);
      if (before === undefined) throw DomainError.notFound(ErrorText.userNotFound);
      if (before === showAtLanding) return;
      const [star] = await this.repository.facts([starId], tx);
      await recordStaffAction(tx, {
        actorId,
        action: 'catalog.star.showAtLanding',
        target: { type: 'star', id: starId, label: star?.username ?? null },
        before: { showAtLanding: before },
        after: { showAtLanding },
      });
    });
    this.pages.clear();
    const [facts] = await this.facts([starId]);
    return facts;
  }
}
