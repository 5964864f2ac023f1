import type { UserDto } from '@lobby/contracts';
import { Avatar, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { avatarImageProps } from '../../../lib/image-sizes';
import classes from './profile-details.module.css';
import { ProfilePictureButton } from './profile-picture-button';

const roleLabels: Record<UserDto['role'], string> = {
  user: 'Fan',
  influencer: 'Streamer',
  moderator: 'Moderator',
  admin: 'Admin',
  developer: 'Developer',
  marketing: 'Marketing',
  finance: 'Finance',
};

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

function Detail({ label, value, wide }: { label: string; value: string; wide?: boolean }) {
  return (
    <Stack gap={2} className={wide ? classes.wide : undefined} role="group" aria-label={label}>
      <Text size="xs" tt="uppercase" c="dimmed" fw={700} lts={0.5}>
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{value}</Text>
    </Stack>
  );
}

/** Who the user is: picture, names, email, billing country, base currency and role. */
export function ProfileDetails({ user }: { user: UserDto }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xl">
        <Group gap="lg" wrap="nowrap" align="center">
          <Stack gap="xs" align="center">
            <Avatar
              src={user.images.url}
              imageProps={avatarImageProps(user.images.url, 88, { priority: true })}
              name={user.fullName}
              color="initials"
              size={88}
              radius={999}
            />
            <ProfilePictureButton />
          </Stack>
          <Stack gap={4} miw={0}>
            <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
              {user.fullName}
            </Title>
            <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              @{user.username}
            </Text>
            {user.profession && (
              <Text size="sm" c="violet.3" fw={600}>
                {user.profession}
              </Text>
            )}
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg">
          <Detail label="Email" value={user.email ?? 'Not set'} wide />
          <Detail
            label="Billing country"
            value={
              user.billingCountry ? (countryNames.of(user.billingCountry) ?? user.billingCountry) : 'Not set'
            }
          />
          <Detail label="Base currency" value={user.baseCurrency} />
          <Detail label="Role" value={roleLabels[user.role]} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
