import { Grid, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListError } from '../../../components/catalog/list-status';
import { useCreatorProfile } from '../api/creator-profile';
import { BioCard } from './bio-card';
import { DiscordBotCard } from './discord-bot-card';
import { PlatformFeesCard } from './platform-fees-card';
import { ProfileDetailsCard } from './profile-details-card';
import { SocialLinksCard } from './social-links-card';

interface CreatorProfileProps {
  starId: string;
  /** '?streamerId=…' for a moderator acting for the streamer, else ''. */
  query: string;
  /** Cards the page adds under the Discord bot (onboarding, say). */
  aside?: ReactNode;
}

/** Spec §3 "Influencer profile": picture, name, profession, bio, social links, the Discord bot and the fees that apply. */
export function CreatorProfileEditor({ starId, query, aside }: CreatorProfileProps) {
  const profile = useCreatorProfile(starId, query === '');

  if (profile.isPending)
    return (
      <Stack gap="lg">
        <Skeleton height={220} radius="lg" />
        <Skeleton height={200} radius="lg" />
      </Stack>
    );
  if (profile.isError) return <ListError error={profile.error} onRetry={() => profile.refetch()} />;

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          <ProfileDetailsCard profile={profile.data} query={query} />
          <BioCard bio={profile.data.bio} query={query} />
          <SocialLinksCard links={profile.data.socialLinks} query={query} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="lg">
          <DiscordBotCard starId={starId} query={query} />
          <PlatformFeesCard starId={starId} query={query} />
          {aside}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
