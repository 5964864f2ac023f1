import { Container, Stack } from '@mantine/core';
import { useCurrentUser } from '../../features/profile/api/get-current-user';
import { ProfileDetails } from '../../features/profile/components/profile-details';
import { ProfileSectionsPreview } from '../../features/profile/components/profile-sections-preview';
import { useCurrentUserFromStore } from '../../stores/auth-store';

export default function ProfilePage() {
  const storedUser = useCurrentUserFromStore();
  const { data: freshUser } = useCurrentUser();
  const user = freshUser ?? storedUser;
  if (!user) return null;

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <ProfileDetails user={user} />
        <ProfileSectionsPreview />
      </Stack>
    </Container>
  );
}
