import { Injectable } from '@nestjs/common';
import { CatalogText, InputLimits, PageSizes, type Message, type SearchSuggestion } from '@lobby/contracts';
import { DomainError, cleanLimit } from '@lobby/service-kit';
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
