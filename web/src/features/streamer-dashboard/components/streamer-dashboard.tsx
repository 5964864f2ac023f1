import { Grid, SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueueCounts, TutorialLink, UpcomingSlots } from './dashboard-facts';
import { EarningsSection } from './earnings-section';
import { LiveSessionHistory } from './live-session-history';
import { PayoutSummary } from './payout-summary';

interface StreamerDashboardProps {
  starId: string;
  /** '?streamerId=…' when a moderator acts for the streamer, else ''. */
  query: string;
  /** The IANA zone the earnings' days are counted in. */
  timeZone: string;
  /**
   * ANALYTICS SLOT: the conversion funnel, top gigs and top fans (components/analytics-*.tsx) render here,
   * between the earnings and the streamer's slots, queues and live history.
   */
  analytics?: ReactNode;
}

/** The streamer's business at a glance: earnings, payouts, analytics, slots, queues, the tutorial, live history. */
export function StreamerDashboard({ starId, query, timeZone, analytics }: StreamerDashboardProps) {
  return (
    <Stack gap="lg">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <EarningsSection starId={starId} query={query} timeZone={timeZone} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="lg">
            <PayoutSummary starId={starId} query={query} timeZone={timeZone} />
            <TutorialLink starId={starId} query={query} />
          </Stack>
        </Grid.Col>
      </Grid>
      {analytics}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <UpcomingSlots starId={starId} query={query} />
        <QueueCounts starId={starId} query={query} />
      </SimpleGrid>
      <LiveSessionHistory starId={starId} query={query} />
    </Stack>
  );
}
