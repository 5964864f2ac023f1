import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { ConfigurationsService } from './configurations.service';

@Controller()
export class ConfigurationsHandler {
  constructor(private readonly configurations: ConfigurationsService) {}

  @Handles('content.configuration')
  byKey(@Payload() { key }: RequestOf<'content.configuration'>) {
    return this.configurations.byKey(key);
  }

  @Handles('content.configurations')
  list() {
    return this.configurations.list();
  }

  @Handles('content.saveConfiguration')
  save(@Payload() { userId, ...input }: RequestOf<'content.saveConfiguration'>) {
    return this.configurations.save(userId, input);
  }

  @Handles('content.removeConfiguration')
  remove(@Payload() { userId, key }: RequestOf<'content.removeConfiguration'>) {
    return this.configurations.remove(userId, key);
  }

  @Handles('content.streamerFees')
  streamerFees() {
    return this.configurations.streamerFees();
  }

  @Handles('content.setStreamerFee')
  setStreamerFee(@Payload() { userId, streamerId, percent }: RequestOf<'content.setStreamerFee'>) {
    return this.configurations.setStreamerFee(userId, streamerId, percent);
  }
}
