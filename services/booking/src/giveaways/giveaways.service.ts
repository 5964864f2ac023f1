import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorText,
  GiveawayEventSubjects,
  GiveawayLimits,
  GiveawayText,
  PageSizes,
  type DrawGiveawayInput,
  type GiveawayDrawDto,
  type GiveawayRule,
  type GiveawayVerificationDto,
  type GiveawayWinDto,
  type GiveawayWinnerEvent,
  type Page,
} from '@lobby/contracts';
import {
  addToOutbox,
  cleanPageRequest,
  CLOCK,
  type Clock,
  DomainError,
  pageOffset,
  recordStaffAction,
  toPage,
  TransactionRunner,
} from '@lobby/service-kit';
import { drawWinners, eligibleHash } from './giveaway-draw';
import { GiveawaysRepository, type EligibilityRule, type GiveawayDrawRow } from './giveaways.repository';

const DAY_MS = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The giveaway (issue 17, staff with Giveaway; the gateway checks): fans who booked in a window (optionally with one
 * streamer) are eligible; winners are drawn with a seed that is recorded with the rule and a hash of the eligible
 * list, so re-running the draw with its seed gives the same winners. Each winner is told (notifications consumes
 * the winner event).
 */
@Injectable()
export class GiveawaysService {
  constructor(
    private readonly giveaways: GiveawaysRepository,
    private readonly transactions: TransactionRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async eligible(rule: GiveawayRule): Promise<{ eligibleCount: number; eligibleHash: string }> {
    const ids = await this.giveaways.eligible(parseRule(rule));
    return { eligibleCount: ids.length, eligibleHash: eligibleHash(ids) };
  }

  async draw(userId: string, input: DrawGiveawayInput): Promise<GiveawayDrawDto> {
    const rule = parseRule(input);
    const title = typeof input.title === 'string' ? input.title.trim() : '';
    const winners = input.winners;
    const seed = input.seed === undefined || input.seed === '' ? randomBytes(16).toString('hex') : input.seed;
    const valid =
      title.length > 0 &&
      title.length <= GiveawayLimits.titleMax &&
      Number.isInteger(winners) &&
      winners >= 1 &&
      winners <= GiveawayLimits.winnersMax &&
      typeof seed === 'string' &&
      seed.length <= GiveawayLimits.seedMax;
    if (!valid) throw DomainError.invalid(ErrorText.badRequest);

    const row = await this.transactions.run(async (tx) => {
      const ids = await this.giveaways.eligible(rule, tx);
      if (ids.length === 0) throw DomainError.conflict(GiveawayText.noEligible);
      const drawn = await this.giveaways.insert(
        {
          title,
          ruleFrom: rule.from,
          ruleTo: rule.to,
          ruleStreamerId: rule.streamerId,
          eligibleCount: ids.length,
          eligibleHash: eligibleHash(ids),
          seed,
          winnerIds: drawWinners(ids, seed, winners),
          drawnBy: userId,
        },
        tx,
      );
      await recordStaffAction(tx, {
        actorId: userId,
        action: 'booking.giveaway.draw',
        target: { type: 'giveaway', id: drawn.id, label: title },
        before: null,
        after: {
          rule: ruleOf(drawn),
          eligibleCount: drawn.eligibleCount,
          eligibleHash: drawn.eligibleHash,
          seed,
          winnerIds: drawn.winnerIds,
        },
      });
      for (const winner of drawn.winnerIds) {
        const event: GiveawayWinnerEvent = { drawId: drawn.id, title, userId: winner };
        await addToOutbox(tx, GiveawayEventSubjects.winnerDrawn, event);
      }
      return drawn;
    });
    const [dto] = await this.toDtos([row]);
    return dto;
  }

  async draws(query: { page?: number; limit?: number }): Promise<Page<GiveawayDrawDto>> {
    const request = cleanPageRequest(query, PageSizes.admin);
    const { rows, total } = await this.giveaways.page(pageOffset(request), request.limit);
    return toPage(await this.toDtos(rows), total, request);
  }

  /** Re-runs a recorded draw: the rule's fans today, and its seed over them. */
  async verify(drawId: string): Promise<GiveawayVerificationDto> {
    if (typeof drawId !== 'string' || !UUID.test(drawId)) throw DomainError.invalid(ErrorText.badRequest);
    const row = await this.giveaways.find(drawId);
    if (!row) throw DomainError.notFound(GiveawayText.missing);
    const ids = await this.giveaways.eligible({
      from: row.ruleFrom,
      to: row.ruleTo,
      streamerId: row.ruleStreamerId,
    });
    const winners = drawWinners(ids, row.seed, row.winnerIds.length);
    const hash = eligibleHash(ids);
    return {
      matches: hash === row.eligibleHash && winners.join() === row.winnerIds.join(),
      eligibleHash: hash,
      winners,
    };
  }

  /**
   * The draws the fan won in the last `GiveawayLimits.winShownDays`, newest first: what the page their winner's
   * notification leads to shows. Only ever the caller's own (the gateway passes the signed-in user).
   */
  async wins(userId: string): Promise<GiveawayWinDto[]> {
    if (typeof userId !== 'string' || !UUID.test(userId)) throw DomainError.invalid(ErrorText.badRequest);
    const since = new Date(this.clock.now().getTime() - GiveawayLimits.winShownDays * DAY_MS);
    const rows = await this.giveaways.wonBy(userId, since, GiveawayLimits.winsShownMax);
    return rows.map((row) => ({ _id: row.id, title: row.title, drawnAt: row.createdAt.toISOString() }));
  }

  private async toDtos(rows: GiveawayDrawRow[]): Promise<GiveawayDrawDto[]> {
    const people = new Map(
      (await this.giveaways.people([...new Set(rows.flatMap((row) => row.winnerIds))])).map((p) => [p.id, p]),
    );
    return rows.map((row) => ({
      _id: row.id,
      title: row.title,
      rule: ruleOf(row),
      eligibleCount: row.eligibleCount,
      eligibleHash: row.eligibleHash,
      seed: row.seed,
      winners: row.winnerIds.map((id) => ({
        userId: id,
        username: people.get(id)?.username ?? null,
        fullName: people.get(id)?.fullName ?? null,
      })),
      drawnBy: row.drawnBy,
      createdAt: row.createdAt.toISOString(),
    }));
  }
}

function parseRule(rule: GiveawayRule): EligibilityRule {
  const from = typeof rule.from === 'string' ? new Date(rule.from) : new Date(NaN);
  const to = typeof rule.to === 'string' ? new Date(rule.to) : new Date(NaN);
  const streamerId = rule.streamerId ?? null;
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()))
    throw DomainError.invalid(ErrorText.badRequest);
  if (from.getUTCFullYear() < 1970 || to.getUTCFullYear() > 9999)
    throw DomainError.invalid(ErrorText.badRequest);
  if (streamerId !== null && (typeof streamerId !== 'string' || !UUID.test(streamerId))) {
    throw DomainError.invalid(ErrorText.badRequest);
  }
  if (from >= to) throw DomainError.invalid(GiveawayText.badWindow);
  return { from, to, streamerId };
}

function ruleOf(row: GiveawayDrawRow): GiveawayRule {
  return { from: row.ruleFrom.toISOString(), to: row.ruleTo.toISOString(), streamerId: row.ruleStreamerId };
}
