import { Container } from '@mantine/core';
import { PageTitle } from '../../../components/page-title';
import { ChooseStreamerNotice } from '../../../components/choose-streamer-notice';
import { SlotsDashboard } from '../../../features/slots/components/slots-dashboard';
import { useActingStreamer } from '../../../hooks/use-acting-streamer';
import { usePageTitle } from '../../../lib/use-page-title';

/** /influencer/calendar-dashboard: the streamer's slots by month, adding slots and each slot's booked fans. */
export default function CalendarDashboardPage() {
  const { starId, query } = useActingStreamer();
  usePageTitle('Calendar');

  if (!starId) return <ChooseStreamerNotice manages="slots" />;

  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <SlotsDashboard
        starId={starId}
        query={query}
        heading={
          <PageTitle
            title="Calendar"
            description="Your bookable slots by month. Pick a day, add slots, or open a slot to see who booked it."
          />
        }
      />
    </Container>
  );
}
