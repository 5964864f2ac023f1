import {
  formatMoney,
  type Currency,
  type Money,
  type PayoutDto,
  type PayoutSummaryDto,
} from '@lobby/contracts';
import dayjs from 'dayjs';

/** Net amounts of several payouts, one per currency, in the order the currencies first appear. */
export function netByCurrency(payouts: readonly Pick<PayoutDto, 'currency' | 'totals'>[]): Money[] {
  const sums = new Map<Currency, number>();
  for (const { currency, totals } of payouts) sums.set(currency, (sums.get(currency) ?? 0) + totals.net);
  return [...sums].map(([currency, amount]) => ({ currency, amount }));
}

/** "₹1,250 · $30": amounts in several currencies (they are never converted); `empty` when there are none. */
export const formatMoneyList = (amounts: readonly Money[], empty: string) =>
  amounts.length ? amounts.map(formatMoney).join(' · ') : empty;

/** A payout's day, as lists and statements show it: "26 Nov 2026". */
export const formatPayoutDay = (iso: string) => dayjs(iso).format('D MMM YYYY');

/** "1 order", "3 orders". */
export const ordersCount = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

/** What a streamer's payout summary says, in words and amounts, for the dashboard card and the payouts page. */
export interface PayoutSummaryText {
  /** Net of the remaining lines (played, paid, in no payout), per currency: "₹1,250" or "Nothing yet". */
  ready: string;
  readyOrders: number;
  /** Paid orders still waiting for staff to confirm they were played. */
  awaitingValidation: number;
  /** Net of the drafts staff are preparing: "₹900" or "None". */
  active: string;
  activeCount: number;
  /** The last completed payout: its net, day and transfer reference. */
  last: { net: string; day: string; reference: string | null } | null;
}

export function payoutSummaryText(summary: PayoutSummaryDto): PayoutSummaryText {
  const remaining = summary.remaining.filter(({ lines }) => lines.length > 0);
  const { lastCompleted } = summary;
  return {
    ready: formatMoneyList(
      remaining.map(({ currency, totals }) => ({ currency, amount: totals.net })),
      'Nothing yet',
    ),
    readyOrders: remaining.reduce((sum, { totals }) => sum + totals.orderCount, 0),
    awaitingValidation: summary.remaining.reduce((sum, group) => sum + group.awaitingValidation, 0),
    active: formatMoneyList(netByCurrency(summary.active), 'None'),
    activeCount: summary.active.length,
    last: lastCompleted && {
      net: formatMoney({ amount: lastCompleted.totals.net, currency: lastCompleted.currency }),
      day: formatPayoutDay(lastCompleted.completedAt ?? lastCompleted.updatedAt),
      reference: lastCompleted.transferReference,
    },
  };
}
