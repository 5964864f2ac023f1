import type { UserDto } from '@lobby/contracts';
import { Avatar, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';

const roleLabels: Record<UserDto['role'], string> = {
  user: 'Fan',
  influencer: 'Streamer',
  moderator: 'Moderator',
  admin: 'Admin',
  developer: 'Developer',
  marketing: 'Marketing',
  finance: 'Finance',
};

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" tt="uppercase" c="dimmed" fw={700} lts={0.5}>
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{value}</Text>
    </Stack>
  );
}

export function ProfileDetails({ user }: { user: UserDto }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xl">
        <Group gap="lg" wrap="nowrap">
          <Avatar src={user.images.url} name={user.fullName} color="initials" size={72} radius="xl" />
          <Stack gap={4} miw={0}>
            <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
              {user.fullName}
            </Title>
            <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              @{user.username}
            </Text>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <Detail label="Email" value={user.email ?? 'Not set'} />
          <Detail label="Base currency" value={user.baseCurrency} />
          <Detail label="Role" value={roleLabels[user.role]} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
