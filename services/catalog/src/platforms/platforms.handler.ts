import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { PlatformsService } from './platforms.service';

@Controller()
export class PlatformsHandler {
  constructor(private readonly platforms: PlatformsService) {}

  @Handles('catalog.platforms')
  list() {
    return this.platforms.list();
  }

  /** Staff only: the gateway checks the games write permission. */
  @Handles('catalog.createPlatform')
  create(@Payload() { userId, platform_name, platform_icon }: RequestOf<'catalog.createPlatform'>) {
    return this.platforms.create(userId, { platform_name, platform_icon });
  }

  @Handles('catalog.updatePlatform')
  update(
    @Payload() { userId, platformId, platform_name, platform_icon }: RequestOf<'catalog.updatePlatform'>,
  ) {
    return this.platforms.update(userId, platformId, { platform_name, platform_icon });
  }

  @Handles('catalog.deletePlatform')
  delete(@Payload() { userId, platformId }: RequestOf<'catalog.deletePlatform'>) {
    return this.platforms.delete(userId, platformId);
  }
}
