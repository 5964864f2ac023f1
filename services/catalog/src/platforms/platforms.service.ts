import { Injectable } from '@nestjs/common';
import {
  CatalogText,
  InputLimits,
  type Message,
  type PlatformDto,
  type PlatformInput,
} from '@lobby/contracts';
import { DomainError, newId } from '@lobby/service-kit';
import { checkImagePath } from '../common/links';
import { cleanText, slugify } from '../common/text';
import { toPlatformDto } from './platform.mapper';
import { PlatformsRepository } from './platforms.repository';

/** Platforms games run on (spec §3); staff manage them (the gateway checks the permission). */
@Injectable()
export class PlatformsService {
  constructor(private readonly platforms: PlatformsRepository) {}

  async list(): Promise<PlatformDto[]> {
    return (await this.platforms.list()).map(toPlatformDto);
  }

  async create(input: PlatformInput): Promise<Message & { platform: PlatformDto }> {
    const name = platformName(input.platform_name);
    const row = await this.platforms.insert({
      id: newId(),
      name,
      slug: slugify(name, 'platform'),
      icon: checkImagePath(input.platform_icon),
    });
    if (!row) throw DomainError.conflict(CatalogText.platformNameTaken);
    return { message: CatalogText.platformAdded, platform: toPlatformDto(row) };
  }

  async update(id: string, input: Partial<PlatformInput>): Promise<Message & { platform: PlatformDto }> {
    const patch: { name?: string; slug?: string; icon?: string | null } = {};
    if (input.platform_name !== undefined) {
      patch.name = platformName(input.platform_name);
      patch.slug = slugify(patch.name, 'platform');
    }
    if (input.platform_icon !== undefined) patch.icon = checkImagePath(input.platform_icon);
    const row =
      Object.keys(patch).length > 0
        ? await this.platforms.update(id, patch)
        : await this.platforms.findById(id);
    if (row === null) throw DomainError.conflict(CatalogText.platformNameTaken);
    if (!row) throw DomainError.notFound(CatalogText.platformNotFound);
    return { message: CatalogText.platformUpdated, platform: toPlatformDto(row) };
  }

  async delete(id: string): Promise<Message> {
    const outcome = await this.platforms.delete(id);
    if (outcome === 'missing') throw DomainError.notFound(CatalogText.platformNotFound);
    if (outcome === 'in-use') throw DomainError.conflict(CatalogText.platformInUse);
    return { message: CatalogText.platformDeleted };
  }
}

function platformName(value: unknown): string {
  const name = cleanText(value);
  if (!name || name.length > InputLimits.platformNameMax)
    throw DomainError.invalid(CatalogText.platformNameRequired);
  return name;
}
