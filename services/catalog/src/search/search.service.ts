import { Injectable } from '@nestjs/common';
import {
  CatalogText,
  InputLimits,
  PageSizes,
  type Message,
  type Page,
  type SearchSuggestion,
  type StarSuggestionDto,
} from '@lobby/contracts';
import { DomainError, cleanLimit, cleanPageRequest, pageOffset, toPage } from '@lobby/service-kit';
import { cleanText, tagKey } from '../common/text';
import { searchTerms } from './search-terms';
import { PageCache, pageKey } from '../common/page-cache';
import { SearchRepository, type GigHit, type StarHit } from './search.repository';

/** The header search (stars and gigs, typo-tolerant), hashtags, and star suggestions from visitors. */
@Injectable()
export class SearchService {
  constructor(
    private readonly search: SearchRepository,
    private readonly cache: PageCache,
  ) {}

  /** Stars and gigs best match first; on an equal match a star comes before a gig. */
  async suggestions(searchQuery: string, limit: unknown): Promise<SearchSuggestion[]> {
    const terms = searchTerms(searchQuery);
    if (!terms) return [];
    const max = cleanLimit(limit, PageSizes.suggestions, InputLimits.suggestionsMax);
    const hits = await this.cache.get(pageKey('suggestions', terms, max), () => this.search.hits(terms, max));
    const ranked = [
      ...hits.stars.map((hit, rank) => ({
        score: hit.score,
        kind: 0,
        rank,
        suggestion: starSuggestion(hit),
      })),
      ...hits.gigs.map((hit, rank) => ({ score: hit.score, kind: 1, rank, suggestion: gigSuggestion(hit) })),
    ].sort((a, b) => b.score - a.score || a.kind - b.kind || a.rank - b.rank);
    return ranked.slice(0, max).map((entry) => entry.suggestion);
  }

  hashTags(search: string | undefined, limit: unknown): Promise<{ name: string; count: number }[]> {
    return this.search.tagCounts(
      tagKey(search ?? ''),
      cleanLimit(limit, PageSizes.hashTags, InputLimits.hashTagsMax),
    );
  }

  async suggestStar(viewerId: string | null | undefined, starName: string): Promise<Message> {
    const name = cleanText(starName);
    if (!name || name.length > InputLimits.starNameMax)
      throw DomainError.invalid(CatalogText.starNameRequired);
    await this.search.addSuggestion(viewerId ?? null, name);
    return { message: CatalogText.starSuggested };
  }

  /** The suggested stars for staff, newest first, `PageSizes.admin` a page unless asked otherwise. */
  async starSuggestions(input: { page?: unknown; limit?: unknown }): Promise<Page<StarSuggestionDto>> {
    const request = cleanPageRequest(input, PageSizes.admin);
    const { rows, total } = await this.search.suggestions(pageOffset(request), request.limit);
    const data = rows.map((row) => ({
      _id: String(row.id),
      starName: row.starName,
      userId: row.userId,
      createdAt: row.createdAt.toISOString(),
    }));
    return toPage(data, total, request);
  }
}

function starSuggestion(hit: StarHit): SearchSuggestion {
  return {
    name: hit.fullName || hit.username,
    image: hit.image,
    isLive: hit.isLive,
    link: `/stars/${encodeURIComponent(hit.username)}`,
    secondField: hit.profession ? `Creator · ${hit.profession}` : 'Creator',
    type: 'star',
  };
}

function gigSuggestion(hit: GigHit): SearchSuggestion {
  return {
    name: hit.title,
    image: hit.image,
    isLive: hit.isLive,
    link: `/stars/${encodeURIComponent(hit.username)}/gigs/${encodeURIComponent(hit.slug)}`,
    secondField: `${hit.gameName} · ${hit.fullName || hit.username}`,
    type: 'gig',
  };
}
