import { formatMoney } from '@lobby/contracts';
import { Skeleton, Stack, Text } from '@mantine/core';
import { SectionCard } from '../../../components/section-card';
import { useEarningsSummary } from '../api/get-earnings';
import { usePlatformFees } from '../api/get-dashboard-facts';

/**
 * The payout summary: what is earned and not yet paid out (the earnings account's balance) and the fee and
 * taxes that apply. Active and past payouts join it when staff pay out (the payouts issue).
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
  const fees = usePlatformFees(starId, query);
  return (
    <SectionCard title="Payouts">
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
      {fees.data && (
        <Text size="sm" c="dimmed">
          Platform fee {fees.data.platformFeePercent}% per sale. Payout taxes: {fees.data.indirectTaxPercent}%
          indirect tax, {fees.data.platformFeeIndirectTaxPercent}% on the platform fee, {fees.data.tdsPercent}
          % TDS.
        </Text>
      )}
      <Text size="sm">Payouts appear here once staff pay out your earnings.</Text>
    </SectionCard>
  );
}
