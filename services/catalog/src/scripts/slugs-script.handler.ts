import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { SlugsScriptService } from './slugs-script.service';

@Controller()
export class SlugsScriptHandler {
  constructor(private readonly script: SlugsScriptService) {}

  @Handles('catalog.slugsScript')
  run(@Payload() { userId, apply }: RequestOf<'catalog.slugsScript'>) {
    return this.script.run(userId, apply === true);
  }
}
