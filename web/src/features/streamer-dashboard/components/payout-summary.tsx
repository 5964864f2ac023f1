import { formatMoney, type PlatformFeesDto } from '@lobby/contracts';
import { Skeleton, Stack, Text } from '@mantine/core';
import { AmountRow } from '../../../components/amount-row';
import { ordersCount, payoutSummaryText } from '../../../components/payouts/payout-money';
import { usePayoutSummary } from '../../../components/payouts/payout-summary-query';
import { SectionCard } from '../../../components/section-card';
import { TextLink } from '../../../components/text-link';
import { useEarningsSummary } from '../api/get-earnings';
import { usePlatformFees } from '../api/get-dashboard-facts';

/**
 * The payout summary: what is earned and not yet paid out (the earnings account's balance); of it, what is ready
 * for the next payout and what staff are preparing; the last payout; the fee and taxes that apply; and a link to
 * the payout history.
 */
export function PayoutSummary({
  starId,
  query,
  timeZone,
}: {
  starId: string;
  query: string;
  timeZone: string;
}) {
  const summary = useEarningsSummary(starId, query, timeZone);
  const payouts = usePayoutSummary(starId, query);
  const fees = usePlatformFees(starId, query);
  const text = payouts.data && payoutSummaryText(payouts.data);
  return (
    <SectionCard
      title="Payouts"
      aside={<TextLink to={`/influencer/payouts${query}`}>Payout history</TextLink>}
    >
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          Remaining earnings
        </Text>
        {summary.data ? (
          <Text fz="xl" fw={700} data-testid="remaining-earnings">
            {formatMoney({ amount: summary.data.remainingEarnings, currency: summary.data.currency })}
          </Text>
        ) : (
          <Skeleton height={28} width="50%" />
        )}
      </Stack>
      {text ? (
        <Stack gap={6} data-testid="payout-summary">
          <AmountRow label="Ready for the next payout" amount={text.ready} />
          <AmountRow
            label={`In active payouts${text.activeCount > 1 ? ` (${text.activeCount})` : ''}`}
            amount={text.active}
          />
          <AmountRow
            label={text.last ? `Last payout, ${text.last.day}` : 'Last payout'}
            amount={text.last?.net ?? 'None yet'}
          />
          {text.awaitingValidation > 0 && (
            <Text size="xs" c="dimmed">
              {ordersCount(text.awaitingValidation)} waiting for staff to confirm the game was played.
            </Text>
          )}
        </Stack>
      ) : payouts.isError ? (
        <Text size="sm" c="dimmed">
          Payouts could not be loaded.
        </Text>
      ) : (
        <Skeleton height={72} />
      )}
      {fees.data && (
        <Text size="sm" c="dimmed">
          {payoutDeductionsText(fees.data)}
        </Text>
      )}
    </SectionCard>
  );
}

/**
 * What the payout figures take from each sale, exactly as payments splits it: the fee on what the fan paid, GST on
 * that fee, and TDS on what the fan paid. Prices include taxes, so nothing else is withheld. A streamer with a GSTIN
 * is told that their prices include GST on their own sessions, which stays in their payout for them to remit.
 */
export const payoutDeductionsText = (
  fees: Pick<
    PlatformFeesDto,
    | 'platformFeePercent'
    | 'platformFeeIndirectTaxPercent'
    | 'tdsPercent'
    | 'indirectTaxPercent'
    | 'streamerGstin'
  >,
) =>
  `From each sale, as paid by the fan: the platform fee of ${fees.platformFeePercent}%, ` +
  `${fees.platformFeeIndirectTaxPercent}% GST on that fee, and ${fees.tdsPercent}% TDS. The rest is paid out to you.` +
  (fees.streamerGstin
    ? ` With your GSTIN ${fees.streamerGstin}, your prices also include ${fees.indirectTaxPercent}% GST on your own ` +
      'sessions: it is not deducted, it stays in what is paid out to you, and it is yours to remit.'
    : '');
