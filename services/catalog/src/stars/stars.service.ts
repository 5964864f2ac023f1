import { Inject, Injectable } from '@nestjs/common';
import {
  baseCurrencyForCountry,
  CatalogText,
  type StarDto,
  type UserProfileChangedEvent,
} from '@lobby/contracts';
import { APP_CONFIG, DomainError } from '@lobby/service-kit';
import type { CatalogConfig } from '../catalog.config';
import type { Executor } from '../db/database';
import { toStarDto } from './star.mapper';
import { StarsRepository } from './stars.repository';

const INFLUENCER = 'influencer';

/** Star profiles: a read model of identity's streamers, and their public cards. */
@Injectable()
export class StarsService {
  constructor(
    private readonly stars: StarsRepository,
    @Inject(APP_CONFIG) private readonly config: CatalogConfig,
  ) {}

  /** Cards of the listed stars among these ids, in the same order. */
  async dtos(ids: string[]): Promise<StarDto[]> {
    const [rows, stats] = await Promise.all([
      this.stars.findListedByIds(ids),
      this.stars.gigStats(ids, this.config.priceSortInrPerUsd),
    ]);
    return rows.map((row) => toStarDto(row, stats.get(row.id)));
  }

  async influencer(idOrUsername: string): Promise<StarDto> {
    const star = await this.stars.findListed(String(idOrUsername ?? '').trim());
    if (!star) throw DomainError.notFound(CatalogText.starNotFound);
    const [dto] = await this.dtos([star.id]);
    return dto;
  }

  /**
   * Applies identity's profile snapshot: streamers are added or refreshed (their base currency follows their
   * country), anyone else is hidden. A snapshot older than the one applied is ignored.
   */
  async applyProfile(profile: UserProfileChangedEvent, executor: Executor): Promise<void> {
    const version = new Date(profile.version);
    if (profile.role !== INFLUENCER) {
      await this.stars.unlist(profile.userId, version, executor);
      return;
    }
    await this.stars.upsertProfile(
      {
        id: profile.userId,
        username: profile.username,
        fullName: profile.fullName,
        bio: profile.bio,
        profession: profile.profession,
        image: profile.imageUrl,
        socialLinks: profile.socialLinks as StarDto['socialLinks'],
        country: profile.country,
        baseCurrency: baseCurrencyForCountry(profile.country),
        listed: profile.listed,
        profileVersion: version,
      },
      executor,
    );
  }
}
