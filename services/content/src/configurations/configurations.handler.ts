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
}
