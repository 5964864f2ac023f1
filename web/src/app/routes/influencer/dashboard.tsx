import { Container, Stack } from '@mantine/core';
import { ChooseStreamerNotice } from '../../../components/choose-streamer-notice';
import { PageTitle } from '../../../components/page-title';
import { AnalyticsSection } from '../../../features/streamer-dashboard/components/analytics-section';
import { StreamerDashboard } from '../../../features/streamer-dashboard/components/streamer-dashboard';
import { useActingStreamer } from '../../../hooks/use-acting-streamer';
import { usePageTitle } from '../../../lib/use-page-title';
import { viewerTimeZone } from '../../../lib/viewer-time';

/**
 * /influencer/dashboard (a prefix: anything under it opens this page): the streamer's dashboard, or the
 * managed streamer's for a moderator (`?streamerId=`). Earnings' and analytics' days are counted in the viewer's time zone,
 * which the page names.
 */
export default function StreamerDashboardPage() {
  const { starId, query } = useActingStreamer();
  usePageTitle('Dashboard');

  if (!starId) return <ChooseStreamerNotice manages="dashboard" />;
  const timeZone = viewerTimeZone();

  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <PageTitle
          title="Dashboard"
          description="Your earnings, payouts, slots, queues and live sessions in one place."
        />
        <StreamerDashboard
          starId={starId}
          query={query}
          timeZone={timeZone}
          analytics={<AnalyticsSection starId={starId} query={query} timeZone={timeZone} />}
        />
      </Stack>
    </Container>
  );
}
