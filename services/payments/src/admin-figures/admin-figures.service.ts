import { Inject, Injectable } from '@nestjs/common';
import {
  type Currency,
  type CurrencyAmount,
  DashboardWindows,
  ErrorText,
  type SalesFiguresDto,
} from '@lobby/contracts';
import { CLOCK, type Clock, DomainError } from '@lobby/service-kit';
import { PayoutsRepository } from '../payouts/payouts.repository';
import { AdminFiguresRepository } from './admin-figures.repository';

/**
 * Payments' figures on the staff dashboard. Internal: only the gateway asks, for staff who may read the sales card.
 * Amounts are never converted: each currency is its own figure.
 */
@Injectable()
export class AdminFiguresService {
  constructor(
    private readonly repository: AdminFiguresRepository,
    private readonly payouts: PayoutsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async read(timeZone: string): Promise<SalesFiguresDto> {
    if (!(await this.repository.knowsTimeZone(timeZone))) throw DomainError.invalid(ErrorText.badRequest);
    const now = this.clock.now();
    const [windows, byDay, days, paidOrders, payoutsDue] = await Promise.all([
      this.repository.grossByWindow(now, timeZone, DashboardWindows),
      this.repository.grossByDay(now, timeZone, DashboardWindows.month),
      this.repository.days(now, timeZone, DashboardWindows.month),
      this.repository.paidOrders(now, timeZone, DashboardWindows),
      this.payoutsDue(),
    ]);
    const amounts = (pick: (row: (typeof windows)[number]) => number): CurrencyAmount[] =>
      windows.map((row) => ({ currency: row.currency, amount: pick(row) }));
    const currencies = windows.map((row) => row.currency);
    const sold = new Map(byDay.map((row) => [`${row.day} ${row.currency}`, row.amount]));
    return {
      gross: {
        today: amounts((row) => row.today),
        week: amounts((row) => row.week),
        month: amounts((row) => row.month),
      },
      paidOrders,
      byDay: days.flatMap((day) =>
        currencies.map((currency) => ({ day, currency, amount: sold.get(`${day} ${currency}`) ?? 0 })),
      ),
      payoutsDue,
    };
  }

  /**
   * Streamers owed a payout now: the remaining lines payouts would offer staff (payouts.repository's rule, read per
   * streamer with open sales), summed per currency; a streamer whose lines net to zero or less is not due.
   */
  private async payoutsDue(): Promise<SalesFiguresDto['payoutsDue']> {
    const totals = new Map<Currency, number>();
    let streamers = 0;
    for (const streamerId of await this.repository.streamersWithOpenSales()) {
      const owed = new Map<Currency, number>();
      for (const line of await this.payouts.remainingLines(streamerId))
        owed.set(line.currency, (owed.get(line.currency) ?? 0) + line.net);
      let due = false;
      for (const [currency, net] of owed) {
        if (net <= 0) continue;
        due = true;
        totals.set(currency, (totals.get(currency) ?? 0) + net);
      }
      if (due) streamers += 1;
    }
    const amounts = [...totals]
      .map(([currency, amount]) => ({ currency, amount }))
      .sort((a, b) => a.currency.localeCompare(b.currency));
    return { streamers, amounts };
  }
}
