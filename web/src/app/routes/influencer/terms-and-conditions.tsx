import { Alert, Container, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { PageTitle } from '../../../components/page-title';
import { TextLink } from '../../../components/text-link';
import { StreamerOnboarding } from '../../../features/streamer-onboarding/components/streamer-onboarding';
import { useActingStreamer } from '../../../hooks/use-acting-streamer';
import { usePageTitle } from '../../../lib/use-page-title';

/** /influencer/terms-and-conditions: the onboarding terms, and the onboarding and bank details forms. */
export default function StreamerTermsPage() {
  const { starId, query } = useActingStreamer();
  usePageTitle('Onboarding and bank details');

  if (!starId) {
    return (
      <Container size="sm" py="xl">
        <Alert color="violet" variant="light" icon={<IconInfoCircle />} title="Choose a streamer">
          Switch to moderator mode from your profile menu to manage a streamer&apos;s onboarding, or go back
          to <TextLink to="/profile">your profile</TextLink>.
        </Alert>
      </Container>
    );
  }

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
