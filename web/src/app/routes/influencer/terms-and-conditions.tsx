import { Container, Stack } from '@mantine/core';
import { ChooseStreamerNotice } from '../../../components/choose-streamer-notice';
import { PageTitle } from '../../../components/page-title';
import { StreamerOnboarding } from '../../../features/streamer-onboarding/components/streamer-onboarding';
import { useActingStreamer } from '../../../hooks/use-acting-streamer';
import { usePageTitle } from '../../../lib/use-page-title';

/** /influencer/terms-and-conditions: the onboarding terms, and the onboarding and bank details forms. */
export default function StreamerTermsPage() {
  const { starId, query } = useActingStreamer();
  usePageTitle('Onboarding and bank details');

  if (!starId) return <ChooseStreamerNotice manages="onboarding" />;

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <PageTitle
          title="Onboarding and bank details"
          description="Hand over the details we need to pay you. Numbers are stored encrypted and shown masked."
        />
        <StreamerOnboarding starId={starId} query={query} />
      </Stack>
    </Container>
  );
}
