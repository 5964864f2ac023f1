import type { BlogCardDto } from '@lobby/contracts';
import { Anchor, Avatar, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

export const postPath = (slug: string) => `/blogs/${encodeURIComponent(slug)}`;
export const authorPath = (username: string) => `/blogs/author/${encodeURIComponent(username)}`;

export function formatBlogDate(iso: string | null) {
  return iso
    ? new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' })
    : '';
}

/** The author's picture and name, linking to their page; with the date and reading time. */
export function BlogByline({ post, size = 'sm' }: { post: BlogCardDto; size?: 'sm' | 'md' }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Avatar
        component={Link}
        to={authorPath(post.author.username)}
        src={post.author.avatarUrl}
        alt={post.author.fullName}
        size={size === 'md' ? 40 : 28}
        radius="xl"
      >
        {post.author.fullName.slice(0, 1).toUpperCase()}
      </Avatar>
      <Stack gap={0} miw={0}>
        <Anchor component={Link} to={authorPath(post.author.username)} size={size} fw={600} truncate>
          {post.author.fullName}
        </Anchor>
        <Text size="xs" c="dimmed">
          {formatBlogDate(post.publishedAt)} · {post.readingMinutes} min read
        </Text>
      </Stack>
    </Group>
  );
}
