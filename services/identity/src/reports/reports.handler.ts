import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { ReportsService } from './reports.service';

@Controller()
export class ReportsHandler {
  constructor(private readonly reports: ReportsService) {}

  @Handles('identity.reportUser')
  report(@Payload() { userId, reportedUserId, reason }: RequestOf<'identity.reportUser'>) {
    return this.reports.report(userId, reportedUserId, reason);
  }
}
