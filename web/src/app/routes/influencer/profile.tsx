import { Alert, Badge, Button, Container, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconBuildingBank, IconExternalLink, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { SectionCard } from '../../../components/section-card';
import { TextLink } from '../../../components/text-link';
import { useCreatorProfile } from '../../../features/creator-profile/api/creator-profile';
import { CreatorProfileEditor } from '../../../features/creator-profile/components/creator-profile';
import { useOnboardingStatus } from '../../../features/streamer-onboarding/api/get-onboarding-status';
import { OnboardingStatusBadge } from '../../../features/streamer-onboarding/components/onboarding-status-card';
import { useActingStreamer } from '../../../hooks/use-acting-streamer';
import { usePageTitle } from '../../../lib/use-page-title';

/** /influencer/profile: the creator profile fans see, edited by the streamer or their moderator. */
export default function CreatorProfilePage() {
  const { starId, query } = useActingStreamer();
  usePageTitle('Creator profile');

  if (!starId) {
    return (
      <Container size="sm" py="xl">
        <Alert color="violet" variant="light" icon={<IconInfoCircle />} title="Choose a streamer">
          Switch to moderator mode from your profile menu to edit a streamer&apos;s profile, or go back to{' '}
          <TextLink to="/profile">your profile</TextLink>.
        </Alert>
      </Container>
    );
  }

  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <PageTitle
          title="Creator profile"
          description={
            query
              ? "The streamer's picture, name, bio and links as fans see them on their star page."
              : 'Your picture, name, bio and links as fans see them on your star page.'
          }
        />
        <CreatorProfileEditor
          starId={starId}
          query={query}
          aside={
            <>
              <OnboardingCard starId={starId} query={query} />
              <StarPageCard starId={starId} query={query} />
            </>
          }
        />
      </Stack>
    </Container>
  );
}

function OnboardingCard({ starId, query }: { starId: string; query: string }) {
  const status = useOnboardingStatus(starId, query);
  return (
    <SectionCard
      title="Onboarding"
      description="The bank details we need to pay you."
      aside={
        status.isPending ? (
          <Skeleton height={26} width={90} radius="xl" />
        ) : status.data?.status ? (
          <OnboardingStatusBadge status={status.data.status} />
        ) : (
          status.isSuccess && (
            <Badge color="gray" variant="light" size="lg">
              not submitted
            </Badge>
          )
        )
      }
    >
      <Button
        component={Link}
        to={`/influencer/terms-and-conditions${query}`}
        variant="light"
        leftSection={<IconBuildingBank size={16} />}
        fullWidth
      >
        {status.data?.status ? 'View onboarding details' : 'Start onboarding'}
      </Button>
    </SectionCard>
  );
}

/** The public page the profile feeds; the username comes from the profile already loaded. */
function StarPageCard({ starId, query }: { starId: string; query: string }) {
  const profile = useCreatorProfile(starId, query === '');
  if (!profile.data) return null;
  return (
    <Group justify="center">
      <Text size="sm" c="dimmed">
        <TextLink to={`/stars/${profile.data.username}`}>
          View star page <IconExternalLink size={14} style={{ verticalAlign: 'middle' }} />
        </TextLink>
      </Text>
    </Group>
  );
}
