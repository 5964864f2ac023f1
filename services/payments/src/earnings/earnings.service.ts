import { Inject, Injectable } from '@nestjs/common';
import {
  EARNINGS_DEFAULT_TIME_ZONE,
  EarningsWindowsDays,
  ErrorText,
  FALLBACK_CURRENCY,
  isCurrency,
  type Currency,
  type EarningsSeriesDto,
  type EarningsSummaryDto,
  type EarningsWindow,
  type LiveSessionEarningsDto,
  type OrderPaidEvent,
  type PlatformFeesDto,
  type SaleTaxDto,
} from '@lobby/contracts';
import { CLOCK, type Clock, DomainError } from '@lobby/service-kit';
import { EarningsRepository, earningsAccount } from './earnings.repository';
import { FeeConfiguration } from './fee-configuration';
import { basisPointsToPercent, splitSale } from './sale-split';

const DAY_MS = 24 * 60 * 60 * 1000;

interface EarningsQuery {
  streamerId: string;
  timeZone?: string;
  currency?: Currency;
  baseCurrency?: Currency;
}

/**
 * A streamer's earnings, kept as ledger entries: each paid order is split once between the streamer and the
 * platform at the fee in force then, a refund reverses that split, and every figure is a sum of entries.
 */
@Injectable()
export class EarningsService {
  constructor(
    private readonly repository: EarningsRepository,
    private readonly fees: FeeConfiguration,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Books a paid order or VIP place once (a redelivered event finds it booked and does nothing), split at the fee
   * and tax rates in force now: what counts is what the fan paid, after any promo discount.
   */
  async recordSale(event: OrderPaidEvent): Promise<boolean> {
    const { rates, gstin } = await this.fees.ratesFor(event.streamerId);
    const kind = event.holdKind === 'vip' ? 'vip' : 'slot';
    return this.repository.recordSale({
      orderId: event.orderId,
      kind,
      streamerId: event.streamerId,
      userId: event.userId,
      gigId: event.gigId,
      liveSessionId: kind === 'vip' ? (event.liveSessionId ?? null) : null,
      currency: event.currency,
      title: event.gigTitle.slice(0, 200),
      rates,
      split: splitSale(event.amountPaid, rates),
      streamerGstin: gstin,
      paidAt: new Date(event.paidAt),
      sandbox: paidInSandbox(event),
    });
  }

  /**
   * The GST on the streamer's own service included in an order's payment, as its sale was booked. In the moment
   * between booking marking the order paid and this service booking its sale, it is worked out the way recordSale
   * will book it (the same rates and GSTIN in force now), so an invoice read straight after paying is right.
   */
  async saleTax(orderId: string, streamerId: string, amountPaid: number): Promise<SaleTaxDto> {
    const booked = await this.repository.saleTaxOf(orderId);
    if (booked)
      return {
        gstin: booked.gstin,
        gstPercent: basisPointsToPercent(booked.basisPoints),
        gst: booked.amount,
      };
    const { rates, gstin } = await this.fees.ratesFor(streamerId);
    return {
      gstin,
      gstPercent: basisPointsToPercent(rates.serviceGst),
      gst: splitSale(amountPaid, rates).serviceGst,
    };
  }

  /**
   * Reverses the order's sale now, or as soon as it is booked ('pending'): all of it, or with `amount` (what goes
   * back, when a cancellation policy kept a part) down to what was kept.
   */
  reverseSale(orderId: string, amount: number | null = null): Promise<'reversed' | 'pending'> {
    return this.repository.reverseSale(orderId, this.clock.now(), amount);
  }

  async summary(query: EarningsQuery): Promise<EarningsSummaryDto> {
    const { streamerId, timeZone, currency } = await this.resolve(query);
    const account = earningsAccount(streamerId, currency);
    const now = this.clock.now();
    const [sums, remainingEarnings, totals] = await Promise.all([
      this.repository.windowSums(account, timeZone, now, EarningsWindowsDays),
      this.repository.balance(account),
      this.repository.saleTotals(streamerId, currency),
    ]);
    const [last7Days, last30Days, last90Days] = sums.windows;
    return {
      streamerId,
      currency,
      timeZone,
      totalEarnings: sums.total,
      last7Days,
      last30Days,
      last90Days,
      remainingEarnings,
      grossSales: totals.gross,
      platformFees: totals.fees,
    };
  }

  async byDay(query: EarningsQuery & { days: EarningsWindow }): Promise<EarningsSeriesDto> {
    if (!EarningsWindowsDays.includes(query.days)) throw DomainError.invalid(ErrorText.badRequest);
    const { streamerId, timeZone, currency } = await this.resolve(query);
    const now = this.clock.now();
    const account = earningsAccount(streamerId, currency);
    const [sums, today] = await Promise.all([
      this.repository.dailySums(account, timeZone, now, query.days),
      this.repository.today(timeZone, now),
    ]);
    const series = daysEndingOn(today, query.days).map((date) => ({ date, earnings: sums.get(date) ?? 0 }));
    return {
      streamerId,
      currency,
      timeZone,
      days: query.days,
      total: series.reduce((sum, day) => sum + day.earnings, 0),
      series,
    };
  }

  async platformFees(streamerId: string): Promise<PlatformFeesDto> {
    const { fee, rates, indirectTax, gstin } = await this.fees.ratesFor(streamerId);
    return {
      streamerId,
      platformFeePercent: basisPointsToPercent(fee.basisPoints),
      source: fee.source,
      indirectTaxPercent: basisPointsToPercent(indirectTax),
      platformFeeIndirectTaxPercent: basisPointsToPercent(rates.feeGst),
      tdsPercent: basisPointsToPercent(rates.tds),
      streamerGstin: gstin,
    };
  }

  liveSessionEarnings(streamerId: string): Promise<LiveSessionEarningsDto[]> {
    return this.repository.liveSessionEarnings(streamerId);
  }

  private async resolve(query: EarningsQuery) {
    const timeZone = query.timeZone ?? EARNINGS_DEFAULT_TIME_ZONE;
    const valid =
      typeof timeZone === 'string' &&
      timeZone.length <= 64 &&
      (query.currency === undefined || isCurrency(query.currency)) &&
      (await this.repository.knowsTimeZone(timeZone));
    if (!valid) throw DomainError.invalid(ErrorText.badRequest);
    const currency =
      query.currency ??
      (await this.repository.latestCurrency(query.streamerId)) ??
      (isCurrency(query.baseCurrency) ? query.baseCurrency : FALLBACK_CURRENCY);
    return { streamerId: query.streamerId, timeZone, currency };
  }
}

/** The `count` calendar dates ending on `last` (YYYY-MM-DD), oldest first. */
function daysEndingOn(last: string, count: number): string[] {
  const end = Date.parse(`${last}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(end - (count - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** An order paid on the sandbox's card page (its reference is `sandbox_{session}` when the provider isn't named). */
export function paidInSandbox(event: Pick<OrderPaidEvent, 'provider' | 'paymentRef'>): boolean {
  return (
    event.provider === 'sandbox' || (!event.provider && event.paymentRef?.startsWith('sandbox_') === true)
  );
}
