import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { AdminFiguresService } from './admin-figures.service';

@Controller()
export class AdminFiguresHandler {
  constructor(private readonly service: AdminFiguresService) {}

  @Handles('payments.adminFigures')
  figures(@Payload() { timeZone }: RequestOf<'payments.adminFigures'>) {
    return this.service.read(timeZone);
  }
}
