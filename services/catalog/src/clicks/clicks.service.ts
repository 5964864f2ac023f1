import { Inject, Injectable } from '@nestjs/common';
import {
  AnalyticsText,
  CatalogText,
  ErrorText,
  FunnelClickTypes,
  InputLimits,
  type Message,
  type RequestOf,
  type ResponseOf,
  ViewedPageKinds,
} from '@lobby/contracts';
import { CLOCK, type Clock, DomainError, isUuid, TransactionRunner } from '@lobby/service-kit';
import { cleanText } from '../common/text';
import { ClicksRepository, type ClickedKind } from './clicks.repository';
import { isBotUserAgent, isOwnVisit, markDay } from './tracking-rules';

const NOT_FOUND: Record<ClickedKind, string> = {
  gig: CatalogText.gigNotFound,
  star: CatalogText.starNotFound,
  game: CatalogText.gameNotFound,
};

type Click = RequestOf<'catalog.trackClick'>;
type FunnelClickType = (typeof FunnelClickTypes)[number];
type View = RequestOf<'catalog.trackView'>;

/**
 * Click and view tracking (spec §7 track/click, and page views). Opening a gig, star or game counts towards its
 * popularity; a view of a star, gig or live page and a click on Book or Join VIP count towards the streamer's
 * funnel; a click on a search result records the search term. A visitor counts once per item and UTC day; bots and the streamer's
 * own (or their moderators') visits count nowhere. The caller hears the same answer either way.
 */
@Injectable()
export class ClicksService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly clicks: ClicksRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async track(input: Click): Promise<Message> {
    const recorded = { message: CatalogText.clickRecorded };
    if (!isUuid(input.itemId)) throw DomainError.invalid(ErrorText.badRequest);
    if (input.userAgent !== undefined && isBotUserAgent(input.userAgent)) return recorded;
    switch (input.type) {
      case 'search':
        await this.trackSearch(input);
        return recorded;
      case 'book':
      case 'vip':
        await this.trackIntent(input, input.type);
        return recorded;
      case 'gig':
      case 'star':
      case 'game':
        await this.trackOpen(input, input.type);
        return recorded;
      default:
        throw DomainError.invalid(ErrorText.badRequest);
    }
  }

  /** A gig, star or game opened: its popularity, once per visitor and day. */
  private async trackOpen(input: Click, kind: ClickedKind): Promise<void> {
    const item = await this.clicks.starOf(kind, input.itemId);
    if (!item) throw DomainError.notFound(NOT_FOUND[kind]);
    if (isOwnVisit(input, item.starId)) return;
    await this.transactions.run(async (tx) => {
      const visitor = visitorOf(input);
      if (visitor) {
        const first = await this.clicks.mark(
          { ...this.markOf('click', kind, input.itemId, visitor), starId: item.starId },
          tx,
        );
        if (!first) return;
      }
      await this.clicks.count(kind, input.itemId, tx);
      await this.clicks.insert({ kind, userId: input.userId, itemId: input.itemId, starId: item.starId }, tx);
    });
  }

  /** Book on a gig or Join VIP on a live page: the streamer's funnel click, once per visitor, item and day. */
  private async trackIntent(input: Click, type: FunnelClickType): Promise<void> {
    let starId: string | null | undefined;
    if (type === 'book') {
      starId = (await this.clicks.starOf('gig', input.itemId))?.starId;
      if (!starId) throw DomainError.notFound(CatalogText.gigNotFound);
    } else {
      if (!isUuid(input.influencerId)) throw DomainError.invalid(ErrorText.badRequest);
      starId = (await this.clicks.starOf('star', input.influencerId))?.starId;
      if (!starId) throw DomainError.notFound(CatalogText.starNotFound);
    }
    const visitor = visitorOf(input);
    if (!visitor || isOwnVisit(input, starId)) return;
    await this.clicks.mark({ ...this.markOf('click', type, input.itemId, visitor), starId });
  }

  async view(input: View): Promise<ResponseOf<'catalog.trackView'>> {
    const known =
      ViewedPageKinds.includes(input.type) &&
      isUuid(input.itemId) &&
      (input.influencerId === null || input.influencerId === undefined || isUuid(input.influencerId)) &&
      typeof input.visitorId === 'string' &&
      input.visitorId !== '';
    if (!known) throw DomainError.invalid(ErrorText.badRequest);
    const starId = await this.starOfPage(input);
    const counted =
      !isBotUserAgent(input.userAgent) &&
      !isOwnVisit(input, starId) &&
      (await this.clicks.mark({ ...this.markOf('view', input.type, input.itemId, input.visitorId), starId }));
    return { message: AnalyticsText.viewRecorded, counted };
  }

  /** The term is kept for search analytics (opening the result is the page's own click). */
  private async trackSearch(input: Click): Promise<void> {
    const starId = isUuid(input.influencerId) ? input.influencerId : null;
    if (isOwnVisit(input, starId)) return;
    await this.clicks.insert({
      kind: 'search',
      userId: input.userId,
      itemId: input.itemId,
      starId,
      searchTerm: cleanText(input.searchTerm)?.slice(0, InputLimits.searchTermMax) ?? null,
    });
  }

  /** A star page is the star's; a gig page its gig's star; a live page names its streamer. */
  private async starOfPage(input: View): Promise<string> {
    if (input.type === 'gig') {
      const gig = await this.clicks.starOf('gig', input.itemId);
      if (!gig?.starId) throw DomainError.notFound(CatalogText.gigNotFound);
      return gig.starId;
    }
    const starId = input.type === 'star' ? input.itemId : input.influencerId;
    if (!starId) throw DomainError.invalid(ErrorText.badRequest);
    if (!(await this.clicks.starOf('star', starId))) throw DomainError.notFound(CatalogText.starNotFound);
    return starId;
  }

  private markOf(stage: 'view' | 'click', itemKind: string, itemId: string, visitor: string) {
    return { stage, itemKind, itemId, visitor, day: markDay(this.clock.now()) };
  }
}

/** Who to count once a day: the gateway's visitor id, else the signed-in user; nobody known counts every time. */
function visitorOf(input: Click): string | null {
  return input.visitorId ?? input.userId ?? null;
}
