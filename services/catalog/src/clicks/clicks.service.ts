import { Injectable } from '@nestjs/common';
import { CatalogText, ErrorText, InputLimits, type ClickType, type Message } from '@lobby/contracts';
import { DomainError, isUuid } from '@lobby/service-kit';
import { cleanText } from '../common/text';
import { ClicksRepository } from './clicks.repository';

const NOT_FOUND: Record<'gig' | 'star' | 'game', string> = {
  gig: CatalogText.gigNotFound,
  star: CatalogText.starNotFound,
  game: CatalogText.gameNotFound,
};

export interface ClickInput {
  userId: string | null;
  itemId: string;
  influencerId: string | null;
  type: ClickType;
  searchTerm?: string;
}

/**
 * Click tracking (spec §7 track/click). A click on a gig, star or game counts towards its popularity; a click
 * on a search result records the search term for analytics.
 */
@Injectable()
export class ClicksService {
  constructor(private readonly clicks: ClicksRepository) {}

  async track(input: ClickInput): Promise<Message> {
    const userId = isUuid(input.userId) ? input.userId : null;
    if (input.type === 'search') {
      await this.clicks.insert({
        kind: 'search',
        userId,
        itemId: isUuid(input.itemId) ? input.itemId : null,
        starId: isUuid(input.influencerId) ? input.influencerId : null,
        searchTerm: cleanText(input.searchTerm)?.slice(0, InputLimits.searchTermMax) ?? null,
      });
      return { message: CatalogText.clickRecorded };
    }
    const kind = input.type;
    if (kind !== 'gig' && kind !== 'star' && kind !== 'game') throw DomainError.invalid(ErrorText.badRequest);
    if (!isUuid(input.itemId)) throw DomainError.notFound(NOT_FOUND[kind]);
    const itemId = input.itemId;
    await this.clicks.transaction(async (tx) => {
      const counted = await this.clicks.count(kind, itemId, tx);
      if (!counted) throw DomainError.notFound(NOT_FOUND[kind]);
      await this.clicks.insert({ kind, userId, itemId, starId: counted.starId }, tx);
    });
    return { message: CatalogText.clickRecorded };
  }
}
