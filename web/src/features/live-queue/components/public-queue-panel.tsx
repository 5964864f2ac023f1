import type { PublicQueueDto, QueueKind } from '@lobby/contracts';
import { Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useId } from 'react';

interface QueuedName {
  username: string;
  fullName: string;
  kind: QueueKind;
  position?: number;
}

function NameList({
  title,
  names,
  empty,
  myUsername,
}: {
  title: string;
  names: QueuedName[];
  empty: string;
  myUsername: string | null;
}) {
  const id = useId();
  return (
    <Stack gap={6} component="section" aria-labelledby={id}>
      <Title id={id} order={3} fz="sm" c="dimmed" tt="uppercase" lts={0.5}>
        {title}
      </Title>
      {names.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack component="ol" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
          {names.map((name) => (
            <Group component="li" key={name.username} gap={6} wrap="nowrap">
              {name.position !== undefined && (
                <Text span size="sm" c="dimmed" fw={700} w={24}>
                  {name.position}.
                </Text>
              )}
              <Text size="sm" fw={600} truncate>
                {name.fullName || name.username}
              </Text>
              {name.kind === 'vip' && (
                <IconCrown size={14} color="var(--mantine-color-yellow-4)" aria-label="VIP" />
              )}
              {name.username === myUsername && (
                <Badge size="xs" variant="filled" color="violet">
                  You
                </Badge>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** Anyone's view of the queue: counts, who plays next and in game, and who is up next. */
export function PublicQueuePanel({
  queue,
  myUsername,
}: {
  queue: PublicQueueDto | undefined;
  myUsername: string | null;
}) {
  return (
    <Paper component="section" aria-labelledby="public-queue-title" withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title id="public-queue-title" order={2} fz="lg">
            Queue
          </Title>
          {queue && (
            <Group gap={6}>
              <Badge color="yellow" variant="light" leftSection={<IconCrown size={12} />}>
                {queue.counts.vip} VIP waiting
              </Badge>
              <Badge color="gray" variant="light">
                {queue.counts.regular} regular waiting
              </Badge>
            </Group>
          )}
        </Group>
        {!queue ? (
          <Skeleton height={120} radius="md" />
        ) : (
          <SimpleGrid type="container" cols={{ base: 1, '520px': 3 }} spacing="lg">
            <NameList
              title="Playing next"
              names={queue.playingNext}
              empty="Nobody yet"
              myUsername={myUsername}
            />
            <NameList title="In game" names={queue.inGame} empty="Nobody yet" myUsername={myUsername} />
            <NameList title="Up next" names={queue.upNext} empty="Nobody waiting" myUsername={myUsername} />
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
