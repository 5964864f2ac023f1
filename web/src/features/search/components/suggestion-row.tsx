import { NotificationLimits, type SearchSuggestion } from '@lobby/contracts';
import { Avatar, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';

/** Names are cut to NotificationLimits.suggestionNameMax characters (spec §9). */
export function shortName(name: string): string {
  const max = NotificationLimits.suggestionNameMax;
  return name.length > max ? `${name.slice(0, max).trimEnd()}…` : name;
}

/** One suggestion: picture, name, live badge and what it is (a creator's profession, a gig's game and star). */
export function SuggestionRow({ suggestion }: { suggestion: SearchSuggestion }) {
  const star = suggestion.type === 'star';
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar
        src={suggestion.image}
        name={star ? suggestion.name : undefined}
        color="initials"
        radius={star ? 999 : 'md'}
        size={40}
      >
        {star ? undefined : <IconTicket size={20} />}
      </Avatar>
      <Stack gap={0} miw={0} style={{ flex: 1 }}>
        <Group gap={6} wrap="nowrap">
          <Text fw={600} size="sm" title={suggestion.name} style={{ whiteSpace: 'nowrap' }}>
            {shortName(suggestion.name)}
          </Text>
          {suggestion.isLive && (
            <Badge color="red" size="xs" variant="filled" radius="sm">
              Live
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed" truncate>
          {suggestion.secondField}
        </Text>
      </Stack>
    </Group>
  );
}

/** The grey rows shown while a search runs. */
export function SuggestionSkeletons() {
  return Array.from({ length: NotificationLimits.skeletonRows }, (_, index) => (
    <Group key={index} gap="sm" wrap="nowrap" px="sm" py={8} aria-hidden data-testid="search-skeleton">
      <Skeleton circle height={40} />
      <Stack gap={6} style={{ flex: 1 }}>
        <Skeleton height={10} width="55%" />
        <Skeleton height={8} width="35%" />
      </Stack>
    </Group>
  ));
}
