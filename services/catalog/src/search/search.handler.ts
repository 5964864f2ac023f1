import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { SearchService } from './search.service';

@Controller()
export class SearchHandler {
  constructor(private readonly search: SearchService) {}

  /** Spec stars_gigs_search?searchQuery. */
  @Handles('catalog.search')
  suggestions(@Payload() { searchQuery, limit }: RequestOf<'catalog.search'>) {
    return this.search.suggestions(searchQuery, limit);
  }

  /** Spec get-hash-tags: the most used tags, optionally those starting with `search`. */
  @Handles('catalog.hashTags')
  hashTags(@Payload() { search, limit }: RequestOf<'catalog.hashTags'>) {
    return this.search.hashTags(search, limit);
  }

  @Handles('catalog.starSuggestions')
  starSuggestions(@Payload() request: RequestOf<'catalog.starSuggestions'>) {
    return this.search.starSuggestions(request);
  }

  @Handles('catalog.suggestStar')
  suggestStar(@Payload() { viewerId, starName }: RequestOf<'catalog.suggestStar'>) {
    return this.search.suggestStar(viewerId, starName);
  }
}
