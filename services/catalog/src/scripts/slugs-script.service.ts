import { Injectable } from '@nestjs/common';
import { planRenames, type RenamePlan, type ScriptRunDto } from '@lobby/contracts';
import { recordStaffAction, TransactionRunner } from '@lobby/service-kit';
import { slugify } from '../common/text';
import { recordGigChanges } from '../gigs/gig-events';
import { SlugsScriptRepository, type GigSlugRow } from './slugs-script.repository';

/** A gig's slug fits its title when it is the title's slug, or that slug with a number (`duo-2`). */
const fitsTitle = (slug: string, ideal: string) => slug === ideal || new RegExp(`^${ideal}-\\d+$`).test(slug);

/** One star's gigs planned together (slugs are unique per star). */
function plan(rows: GigSlugRow[]): RenamePlan {
  const byStar = new Map<string, GigSlugRow[]>();
  for (const row of rows) byStar.set(row.starId, [...(byStar.get(row.starId) ?? []), row]);
  const plans = [...byStar.values()].map((gigsOfStar) =>
    planRenames(
      gigsOfStar.map((gig) => ({ id: gig.id, label: gig.title, current: gig.slug })),
      {
        ideal: (record) => slugify(record.label, 'gig'),
        fits: (record, ideal) => fitsTitle(record.current, ideal),
        suffixed: (ideal, n) => `${ideal}-${n}`,
        key: (slug) => slug,
      },
    ),
  );
  return {
    changes: plans.flatMap((one) => one.changes),
    conflicts: plans.flatMap((one) => one.conflicts),
    unchanged: plans.reduce((sum, one) => sum + one.unchanged, 0),
  };
}

/**
 * Staff with Influencers (checked by the gateway; read to preview, write to apply) regenerate gig slugs from their
 * titles (a gig's title can change after its slug was made). Applying re-plans under a lock in one transaction,
 * sets the slugs, sends each gig's gig-changed (booking's slots-by-slug follows) and records one audit entry per
 * gig. The product keeps no old slugs: a link with an old slug stops working, which the preview says.
 */
@Injectable()
export class SlugsScriptService {
  constructor(
    private readonly repository: SlugsScriptRepository,
    private readonly transactions: TransactionRunner,
  ) {}

  async run(actorId: string, apply: boolean): Promise<ScriptRunDto> {
    if (!apply) return { script: 'slugs', applied: false, ...plan(await this.repository.live()) };
    const result = await this.transactions.run(async (tx) => {
      await this.repository.lock(tx);
      const planned = plan(await this.repository.live(tx));
      for (const change of planned.changes) {
        await this.repository.setSlug(change.id, change.to, tx);
        await recordStaffAction(tx, {
          actorId,
          action: 'catalog.gig.regenerateSlug',
          target: { type: 'gig', id: change.id, label: change.label },
          before: { slug: change.from },
          after: { slug: change.to },
        });
      }
      await recordGigChanges(
        tx,
        planned.changes.map((change) => change.id),
      );
      return planned;
    });
    return { script: 'slugs', applied: true, ...result };
  }
}
