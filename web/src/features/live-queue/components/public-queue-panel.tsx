import type { PublicQueueDto, PublicQueuePlaceDto } from '@lobby/contracts';
import { Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useId } from 'react';
import classes from './public-queue-panel.module.css';

function NameList({
  title,
  places,
  empty,
}: {
  title: string;
  places: (PublicQueuePlaceDto & { position?: number })[];
  empty: string;
}) {
  const id = useId();
  return (
    <Stack gap={6} component="section" aria-labelledby={id}>
      <Title id={id} order={3} fz="sm" c="dimmed" tt="uppercase" lts={0.5}>
        {title}
      </Title>
      {places.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack component="ol" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
          {places.map((place, index) => (
            <Group
              component="li"
              // Display names may repeat and carry no id: the place in the list is the key.
              key={index}
              gap={6}
              wrap="nowrap"
              aria-current={place.isYou ? 'true' : undefined}
              className={place.isYou ? classes.mine : undefined}
            >
              {place.position !== undefined && (
                <Text span size="sm" c="dimmed" fw={700} w={24}>
                  {place.position}.
                </Text>
              )}
              <Text size="sm" fw={600} truncate>
                {place.name}
              </Text>
              {place.kind === 'vip' && (
                <IconCrown size={14} color="var(--mantine-color-yellow-4)" aria-label="VIP" />
              )}
              {place.isYou && (
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

/**
 * Anyone's view of the queue: counts, who plays next and in game, and who is up next, by display name. The
 * signed-in viewer's own place comes marked `isYou` in their own answer and is highlighted.
 */
export function PublicQueuePanel({ queue }: { queue: PublicQueueDto | undefined }) {
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
            <NameList title="Playing next" places={queue.playingNext} empty="Nobody yet" />
            <NameList title="In game" places={queue.inGame} empty="Nobody yet" />
            <NameList title="Up next" places={queue.upNext} empty="Nobody waiting" />
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
