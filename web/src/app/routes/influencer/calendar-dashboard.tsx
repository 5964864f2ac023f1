import { Alert, Container } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { PageTitle } from '../../../components/page-title';
import { TextLink } from '../../../components/text-link';
import { SlotsDashboard } from '../../../features/slots/components/slots-dashboard';
import { useActingStreamer } from '../../../hooks/use-acting-streamer';
import { usePageTitle } from '../../../lib/use-page-title';

/** /influencer/calendar-dashboard: the streamer's slots by month, adding slots and each slot's booked fans. */
export default function CalendarDashboardPage() {
  const { starId, query } = useActingStreamer();
  usePageTitle('Calendar');

  if (!starId) {
    return (
      <Container size="sm" py="xl">
        <Alert color="violet" variant="light" icon={<IconInfoCircle />} title="Choose a streamer">
          Switch to moderator mode from your profile menu to manage a streamer&apos;s slots, or go back to{' '}
          <TextLink to="/profile">your profile</TextLink>.
        </Alert>
      </Container>
    );
  }

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
