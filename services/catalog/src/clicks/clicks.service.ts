import { Injectable } from '@nestjs/common';
import { CatalogText, ErrorText, InputLimits, type Message, type RequestOf } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import { cleanText } from '../common/text';
import { ClicksRepository } from './clicks.repository';

const NOT_FOUND: Record<'gig' | 'star' | 'game', string> = {
  gig: CatalogText.gigNotFound,
  star: CatalogText.starNotFound,
  game: CatalogText.gameNotFound,
};

/**
 * Click tracking (spec §7 track/click). A click on a gig, star or game counts towards its popularity; a click
 * on a search result records the search term for analytics.
 */
@Injectable()
export class ClicksService {
  constructor(private readonly clicks: ClicksRepository) {}

  async track(input: RequestOf<'catalog.trackClick'>): Promise<Message> {
    const { userId, itemId } = input;
    if (input.type === 'search') {
      await this.clicks.insert({
        kind: 'search',
        userId,
        itemId,
        starId: input.influencerId,
        searchTerm: cleanText(input.searchTerm)?.slice(0, InputLimits.searchTermMax) ?? null,
      });
      return { message: CatalogText.clickRecorded };
    }
    const kind = input.type;
    if (kind !== 'gig' && kind !== 'star' && kind !== 'game') throw DomainError.invalid(ErrorText.badRequest);
    await this.clicks.transaction(async (tx) => {
      const counted = await this.clicks.count(kind, itemId, tx);
      if (!counted) throw DomainError.notFound(NOT_FOUND[kind]);
      await this.clicks.insert({ kind, userId, itemId, starId: counted.starId }, tx);
    });
    return { message: CatalogText.clickRecorded };
  }
}
