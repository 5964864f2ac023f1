import { Injectable } from '@nestjs/common';
import {
  CatalogText,
  InputLimits,
  SuccessText,
  ValidationText,
  type BannerDto,
  type BannerInput,
  type Message,
} from '@lobby/contracts';
import { DomainError, isUuid, newId, recordStaffAction, TransactionRunner } from '@lobby/service-kit';
import { checkImagePath, checkLink } from '../common/links';
import { cleanText } from '../common/text';
import type { BannerRow } from '../db/schema';
import { BannersRepository, type BannerPatch } from './banners.repository';

/** Landing banners: the public sees the active ones by position; staff manage them all, each change audited. */
@Injectable()
export class BannersService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly banners: BannersRepository,
  ) {}

  async list(activeOnly: boolean): Promise<BannerDto[]> {
    return (await this.banners.list(activeOnly)).map(toBannerDto);
  }

  async create(actorId: string, input: BannerInput): Promise<Message & { banner: BannerDto }> {
    const fields = cleanBanner({ ...input, title: input.title ?? '', image: input.image ?? '' });
    const row = await this.transactions.run(async (tx) => {
      const row = await this.banners.insert(
        { id: newId(), title: fields.title!, image: fields.image!, ...fields },
        tx,
      );
      await recordStaffAction(tx, {
        actorId,
        action: 'catalog.banner.create',
        target: bannerTarget(row),
        before: null,
        after: bannerAudit(row),
      });
      return row;
    });
    return { message: CatalogText.bannerAdded, banner: toBannerDto(row) };
  }

  async update(
    actorId: string,
    id: string,
    input: Partial<BannerInput>,
  ): Promise<Message & { banner: BannerDto }> {
    const patch = cleanBanner(input);
    if (!isUuid(id)) throw DomainError.notFound(CatalogText.bannerNotFound);
    const row = await this.transactions.run(async (tx) => {
      const before = await this.banners.lock(id, tx);
      if (!before) throw DomainError.notFound(CatalogText.bannerNotFound);
      const row = (await this.banners.update(id, patch, tx))!;
      await recordStaffAction(tx, {
        actorId,
        action: 'catalog.banner.update',
        target: bannerTarget(row),
        before: bannerAudit(before),
        after: bannerAudit(row),
      });
      return row;
    });
    return { message: CatalogText.bannerUpdated, banner: toBannerDto(row) };
  }

  async delete(actorId: string, id: string): Promise<Message> {
    if (!isUuid(id)) throw DomainError.notFound(CatalogText.bannerNotFound);
    await this.transactions.run(async (tx) => {
      const removed = await this.banners.delete(id, tx);
      if (!removed) throw DomainError.notFound(CatalogText.bannerNotFound);
      await recordStaffAction(tx, {
        actorId,
        action: 'catalog.banner.delete',
        target: bannerTarget(removed),
        before: bannerAudit(removed),
        after: null,
      });
    });
    return { message: SuccessText.bannerDeleted };
  }
}

function bannerTarget(row: BannerRow) {
  return { type: 'banner', id: row.id, label: row.title };
}

function bannerAudit(row: BannerRow) {
  return {
    title: row.title,
    image: row.image,
    link: row.link,
    isActive: row.isActive,
    position: row.position,
  };
}

/** The fields present in `input`, checked. */
function cleanBanner(input: Partial<BannerInput>): BannerPatch {
  const patch: BannerPatch = {};
  if (input.title !== undefined) {
    const title = cleanText(input.title);
    if (!title || title.length > InputLimits.bannerTitleMax)
      throw DomainError.invalid(CatalogText.bannerTitleRequired);
    patch.title = title;
  }
  if (input.subtitle !== undefined)
    patch.subtitle = cleanText(input.subtitle)?.slice(0, InputLimits.bannerSubtitleMax) ?? null;
  if (input.image !== undefined) {
    const image = checkImagePath(input.image);
    if (!image) throw DomainError.invalid(ValidationText.invalidImage);
    patch.image = image;
  }
  if (input.link !== undefined) patch.link = checkLink(input.link);
  if (input.position !== undefined) {
    const position = Number(input.position);
    if (!Number.isInteger(position)) throw DomainError.invalid(CatalogText.bannerPositionInvalid);
    patch.position = position;
  }
  if (input.isActive !== undefined) patch.isActive = input.isActive === true;
  return patch;
}

function toBannerDto(row: BannerRow): BannerDto {
  return {
    _id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    image: row.image,
    link: row.link,
    position: row.position,
    isActive: row.isActive,
  };
}
