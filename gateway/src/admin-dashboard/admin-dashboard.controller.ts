import { Controller, Get, Inject, Query } from '@nestjs/common';
import {
  type AccountFiguresDto,
  type AdminDashboardDto,
  type DashboardCard,
  DashboardCards,
  hasPermission,
  type Parsed,
} from '@lobby/contracts';
import { DEFAULT_TIME_ZONE, DomainError, LOGGER } from '@lobby/service-kit';
import type { Logger } from 'pino';
import { CurrentUser, StaffRoute } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ServiceClient } from '../rpc/service-client';

/**
 * The staff dashboard (issue 17 item 2): the figures of each card the member may read (DashboardCards names the
 * permission of each), asked of the services that own them; a card the member can't read is null and its service
 * is not asked. Days are days in `?tz=` (UTC by default); a zone PostgreSQL doesn't know answers 400.
 */
@Controller('api/admin')
@StaffRoute()
export class AdminDashboardController {
  constructor(
    @Inject(ServiceClient) private readonly rpc: ServiceClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Get('dashboard')
  async dashboard(
    @CurrentUser() staff: AuthenticatedUser,
    @Query() { tz }: Parsed<'adminDashboard', 'get', 'query'>,
  ): Promise<AdminDashboardDto> {
    const timeZone = tz ?? DEFAULT_TIME_ZONE;
    const may = (card: DashboardCard) => hasPermission(staff.permissions, DashboardCards[card], 'read');
    const needsIdentity = may('fans') || may('streamers') || may('reports') || may('onboarding');
    const [sales, accounts, liveNow] = await Promise.all([
      may('sales') ? this.rpc.send('payments.adminFigures', { timeZone }) : null,
      needsIdentity ? this.rpc.send('identity.adminFigures', { timeZone }) : null,
      may('streamers') ? this.liveNow() : null,
    ]);
    const from = <T>(card: DashboardCard, pick: (figures: AccountFiguresDto) => T): T | null =>
      accounts && may(card) ? pick(accounts) : null;
    return {
      timeZone,
      sales,
      fans: from('fans', ({ newFans }) => ({ newFans })),
      streamers: from('streamers', ({ newStreamers }) => ({ newStreamers, liveNow })),
      reports: from('reports', ({ pendingReports }) => pendingReports),
      onboarding: from('onboarding', ({ onboardingsWaiting }) => ({ waiting: onboardingsWaiting })),
    };
  }

  /** Streamers live now, or null while live doesn't answer (the rest of the dashboard still shows). */
  private async liveNow(): Promise<number | null> {
    try {
      return (await this.rpc.send('live.adminFigures', {})).streamersLiveNow;
    } catch (error) {
      if (error instanceof DomainError && error.status === 503) return null;
      this.logger.error({ err: error }, 'reading live figures failed');
      return null;
    }
  }
}
