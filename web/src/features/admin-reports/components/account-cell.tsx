import type { AccountSummaryDto } from '@lobby/contracts';
import { Avatar, Group, Text } from '@mantine/core';

const roleLabels: Record<string, string> = { influencer: 'Streamer', moderator: 'Moderator', user: 'Fan' };

/** A reported or banned account: picture, @username, name and role. */
export function AccountCell({ user }: { user: AccountSummaryDto }) {
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      <Avatar src={user.images.url} alt="" radius="xl" size={36} name={user.fullName} color="initials" />
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate>
          @{user.username}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {user.fullName} · {roleLabels[user.role] ?? 'Staff'}
        </Text>
      </div>
    </Group>
  );
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
export const formatWhen = (iso: string) => dateFormat.format(new Date(iso));
