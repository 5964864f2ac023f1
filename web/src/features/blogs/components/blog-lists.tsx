import type { BlogCardDto, BlogLabelCount } from '@lobby/contracts';
import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BlogCard } from './blog-card';

/** A titled list of posts (nothing when empty). */
export function BlogSection({
  title,
  posts,
  compact = false,
  testId,
  children,
}: {
  title: string;
  posts: BlogCardDto[];
  compact?: boolean;
  testId: string;
  children?: ReactNode;
}) {
  if (posts.length === 0 && !children) return null;
  return (
    <Stack gap="sm" component="section" data-testid={testId} aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {compact ? (
        posts.map((post) => <BlogCard key={post.id} post={post} compact />)
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {posts.map((post) => (
            <BlogCard key={post.id} post={post} />
          ))}
        </SimpleGrid>
      )}
      {children}
    </Stack>
  );
}

/** Categories or tags with their counts; picking one filters the list, picking it again clears it. */
export function BlogLabels({
  title,
  labels,
  picked,
  onPick,
  prefix = '',
}: {
  title: string;
  labels: BlogLabelCount[];
  picked: string | undefined;
  onPick: (name: string | undefined) => void;
  prefix?: string;
}) {
  if (labels.length === 0) return null;
  return (
    <Stack gap="xs">
      <Text fw={700} size="sm" tt="uppercase" c="dimmed">
        {title}
      </Text>
      <Group gap={6}>
        {labels.map((label) => (
          <Badge
            key={label.name}
            component="button"
            type="button"
            variant={picked === label.name ? 'filled' : 'light'}
            style={{ cursor: 'pointer' }}
            onClick={() => onPick(picked === label.name ? undefined : label.name)}
            aria-pressed={picked === label.name}
          >
            {prefix}
            {label.name} ({label.count})
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}
