import { Container, Stack } from '@mantine/core';
import { ChooseStreamerNotice } from '../../../components/choose-streamer-notice';
import { PageTitle } from '../../../components/page-title';
import { PayoutHistoryList } from '../../../features/streamer-payouts/components/payout-history-list';
import { PayoutsOverview } from '../../../features/streamer-payouts/components/payouts-overview';
import { useActingStreamer } from '../../../hooks/use-acting-streamer';
import { usePageTitle } from '../../../lib/use-page-title';

/**
 * /influencer/payouts (spec §7 /payout-history): what is ready for the next payout and being prepared, and the
 * completed payouts with their statements; for the streamer, or a moderator acting for them (`?streamerId=`).
 */
export default function StreamerPayoutsPage() {
  const { starId, query } = useActingStreamer();
  usePageTitle('Payouts');

  if (!starId) return <ChooseStreamerNotice manages="payouts" />;

  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <PageTitle
          title="Payouts"
          description="Staff pay out your earnings for played orders, after the platform fee, GST on the fee and TDS."
        />
        <PayoutsOverview starId={starId} query={query} />
        <PayoutHistoryList starId={starId} query={query} />
      </Stack>
    </Container>
  );
}
