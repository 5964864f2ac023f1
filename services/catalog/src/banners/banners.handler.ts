import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { BannersService } from './banners.service';

@Controller()
export class BannersHandler {
  constructor(private readonly banners: BannersService) {}

  @Handles('catalog.banners')
  active() {
    return this.banners.list(true);
  }

  /** Staff only (checked by the gateway), like the writes below. */
  @Handles('catalog.adminBanners')
  all() {
    return this.banners.list(false);
  }

  @Handles('catalog.createBanner')
  create(@Payload() { userId, ...input }: RequestOf<'catalog.createBanner'>) {
    return this.banners.create(userId, input);
  }

  @Handles('catalog.updateBanner')
  update(@Payload() { userId, bannerId, ...input }: RequestOf<'catalog.updateBanner'>) {
    return this.banners.update(userId, bannerId, input);
  }

  @Handles('catalog.deleteBanner')
  delete(@Payload() { userId, bannerId }: RequestOf<'catalog.deleteBanner'>) {
    return this.banners.delete(userId, bannerId);
  }
}
