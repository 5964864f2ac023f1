import { Injectable } from '@nestjs/common';
import { AccountFieldText, AccountText, ErrorText, ProfileLimits, type Message } from '@lobby/contracts';
import { DomainError, newId } from '@lobby/service-kit';
import { cleanReason } from '../users/account-rules';
import { UsersRepository } from '../users/users.repository';
import { UsersService } from '../users/users.service';
import { ReportsRepository } from './reports.repository';

/** A user reports another account to staff; one open report per reporter and account. */
@Injectable()
export class ReportsService {
  constructor(
    private readonly reports: ReportsRepository,
    private readonly users: UsersRepository,
    private readonly usersService: UsersService,
  ) {}

  async report(reporterId: string, reportedId: string, reasonInput: string): Promise<Message> {
    if (reporterId === reportedId) throw DomainError.invalid(AccountText.cannotReportSelf);
    const reason = cleanReason(reasonInput, ProfileLimits.reportReasonMax, AccountFieldText.reportReason);
    await this.usersService.requireActive(reporterId);
    if (!(await this.users.findById(reportedId))) throw DomainError.notFound(ErrorText.userNotFound);
    await this.reports.insert({ id: newId(), reporterId, reportedId, reason });
    return { message: AccountText.reportSent };
  }
}
