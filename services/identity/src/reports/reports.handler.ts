import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { ReportedUsersService } from './reported-users.service';
import { ReportsService } from './reports.service';

@Controller()
export class ReportsHandler {
  constructor(
    private readonly reports: ReportsService,
    private readonly reported: ReportedUsersService,
  ) {}

  @Handles('identity.reportUser')
  report(@Payload() { userId, reportedUserId, reason }: RequestOf<'identity.reportUser'>) {
    return this.reports.report(userId, reportedUserId, reason);
  }

  @Handles('identity.reportedUsers')
  reportedUsers(@Payload() { userId, status, page, limit }: RequestOf<'identity.reportedUsers'>) {
    return this.reported.list(userId, status, { page, limit });
  }

  @Handles('identity.reviewReports')
  review(@Payload() { userId, reportIds }: RequestOf<'identity.reviewReports'>) {
    return this.reported.review(userId, reportIds);
  }
}
