import { Group, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { loadingRegion } from '../../lib/loading-region';

/** Placeholders shaped like order cards while a page of orders loads. */
export function OrderCardSkeletons({ count }: { count: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" {...loadingRegion('Loading')}>
      {Array.from({ length: count }, (_, index) => (
        <Paper key={index} withBorder radius="lg" p="md">
          <Stack gap="sm">
            <Group justify="space-between" wrap="nowrap">
              <Skeleton height={18} width="60%" />
              <Skeleton height={20} width={70} radius="xl" />
            </Group>
            <Skeleton height={12} width="35%" />
            <Skeleton height={14} width="70%" />
            <Group gap="xs">
              <Skeleton height={20} width={80} radius="xl" />
              <Skeleton height={20} width={100} radius="xl" />
            </Group>
            <Skeleton height={16} width="40%" />
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
