import { Container, SimpleGrid, Stack } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../features/profile/api/get-current-user';
import { AccountForm } from '../../features/profile/components/account-form';
import { BioForm } from '../../features/profile/components/bio-form';
import { ChangeEmailCard } from '../../features/profile/components/change-email-card';
import { DeleteAccountCard } from '../../features/profile/components/delete-account-card';
import { GamerTagsForm } from '../../features/profile/components/gamer-tags-form';
import { InfluencerProfileCard } from '../../features/profile/components/influencer-profile-card';
import { ProfileDetails } from '../../features/profile/components/profile-details';
import { ProfileSectionsPreview } from '../../features/profile/components/profile-sections-preview';
import { SocialLinksCard } from '../../features/profile/components/social-links-card';
import { useCurrentUserFromStore } from '../../stores/auth-store';

export default function ProfilePage() {
  const storedUser = useCurrentUserFromStore();
  const { data: freshUser } = useCurrentUser();
  const navigate = useNavigate();
  const user = freshUser ?? storedUser;
  if (!user) return null;

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <ProfileDetails user={user} />
        {user.role === 'influencer' && <InfluencerProfileCard user={user} />}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
          <Stack gap="lg">
            <AccountForm user={user} />
            <ChangeEmailCard
              user={user}
              onCodeSent={({ token, email }) =>
                navigate(`/change-email/verifyotp/${encodeURIComponent(token)}/${encodeURIComponent(email)}`)
              }
            />
            <BioForm bio={user.bio} />
          </Stack>
          <Stack gap="lg">
            <GamerTagsForm gamerTags={user.gamerTags} />
            <SocialLinksCard links={user.socialLinks} />
          </Stack>
        </SimpleGrid>
        <ProfileSectionsPreview />
        <DeleteAccountCard />
      </Stack>
    </Container>
  );
}
