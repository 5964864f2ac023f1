import { Inject, Injectable } from '@nestjs/common';
import { type AccountFiguresDto, DashboardWindows, ErrorText } from '@lobby/contracts';
import { CLOCK, type Clock, DomainError } from '@lobby/service-kit';
import { ReportsRepository } from '../reports/reports.repository';
import { AdminFiguresRepository } from './admin-figures.repository';

/**
 * Identity's figures on the staff dashboard. Internal: only the gateway asks, for staff who may read the card (the
 * route's grant in StaffRouteTable); the figures are counts, no one's data.
 */
@Injectable()
export class AdminFiguresService {
  constructor(
    private readonly repository: AdminFiguresRepository,
    private readonly reports: ReportsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async read(timeZone: string): Promise<AccountFiguresDto> {
    if (!(await this.repository.knowsTimeZone(timeZone))) throw DomainError.invalid(ErrorText.badRequest);
    const now = this.clock.now();
    const [newFans, newStreamers, pendingReports, onboardingsWaiting] = await Promise.all([
      this.repository.newAccounts('user', now, timeZone, DashboardWindows),
      this.repository.newAccounts('influencer', now, timeZone, DashboardWindows),
      this.reports.pendingCounts(),
      this.repository.onboardingsWaiting(),
    ]);
    return { newFans, newStreamers, pendingReports, onboardingsWaiting };
  }
}
