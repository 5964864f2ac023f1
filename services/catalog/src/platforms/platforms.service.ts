import { Injectable } from '@nestjs/common';
import {
  CatalogText,
  InputLimits,
  type Message,
  type PlatformDto,
  type PlatformInput,
} from '@lobby/contracts';
import { DomainError, newId, recordStaffAction, TransactionRunner } from '@lobby/service-kit';
import type { PlatformRow } from '../db/schema';
import { checkImagePath } from '../common/links';
import { cleanText, slugify } from '../common/text';
import { toPlatformDto } from './platform.mapper';
import { PlatformsRepository } from './platforms.repository';

/**
 * Platforms games run on (spec §3); staff manage them (the gateway checks the permission), each change audited in
 * its transaction.
 */
@Injectable()
export class PlatformsService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly platforms: PlatformsRepository,
  ) {}

  async list(): Promise<PlatformDto[]> {
    return (await this.platforms.list()).map(toPlatformDto);
  }

  async create(actorId: string, input: PlatformInput): Promise<Message & { platform: PlatformDto }> {
    const name = platformName(input.platform_name);
    const icon = checkImagePath(input.platform_icon);
    const row = await this.transactions.run(async (tx) => {
      const row = await this.platforms.insert(
        { id: newId(), name, slug: slugify(name, 'platform'), icon },
        tx,
      );
      if (!row) throw DomainError.conflict(CatalogText.platformNameTaken);
      await recordStaffAction(tx, {
        actorId,
        action: 'catalog.platform.create',
        target: platformTarget(row),
        before: null,
        after: platformAudit(row),
      });
      return row;
    });
    return { message: CatalogText.platformAdded, platform: toPlatformDto(row) };
  }

  async update(
    actorId: string,
    id: string,
    input: Partial<PlatformInput>,
  ): Promise<Message & { platform: PlatformDto }> {
    const patch: { name?: string; slug?: string; icon?: string | null } = {};
    if (input.platform_name !== undefined) {
      patch.name = platformName(input.platform_name);
      patch.slug = slugify(patch.name, 'platform');
    }
    if (input.platform_icon !== undefined) patch.icon = checkImagePath(input.platform_icon);
    const row = await this.transactions.run(async (tx) => {
      const before = await this.platforms.findById(id, tx);
      if (!before) throw DomainError.notFound(CatalogText.platformNotFound);
      if (Object.keys(patch).length === 0) return before;
      const row = await this.platforms.update(id, patch, tx);
      if (row === null) throw DomainError.conflict(CatalogText.platformNameTaken);
      if (!row) throw DomainError.notFound(CatalogText.platformNotFound);
      await recordStaffAction(tx, {
        actorId,
        action: 'catalog.platform.update',
        target: platformTarget(row),
        before: platformAudit(before),
        after: platformAudit(row),
      });
      return row;
    });
    return { message: CatalogText.platformUpdated, platform: toPlatformDto(row) };
  }

  async delete(actorId: string, id: string): Promise<Message> {
    await this.transactions.run(async (tx) => {
      const outcome = await this.platforms.delete(id, tx);
      if (outcome === 'missing') throw DomainError.notFound(CatalogText.platformNotFound);
      if (outcome === 'in-use') throw DomainError.conflict(CatalogText.platformInUse);
      await recordStaffAction(tx, {
        actorId,
        action: 'catalog.platform.delete',
        target: platformTarget(outcome),
        before: platformAudit(outcome),
        after: null,
      });
    });
    return { message: CatalogText.platformDeleted };
  }
}

function platformTarget(row: PlatformRow) {
  return { type: 'platform', id: row.id, label: row.name };
}

function platformAudit(row: PlatformRow) {
  return { name: row.name, icon: row.icon };
}

function platformName(value: unknown): string {
  const name = cleanText(value);
  if (!name || name.length > InputLimits.platformNameMax)
    throw DomainError.invalid(CatalogText.platformNameRequired);
  return name;
}
