import {
  Alert,
  Anchor,
  Avatar,
  Button,
  Card,
  Center,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { usePageDescription } from '../../../lib/use-page-description';
import { usePageTitle } from '../../../lib/use-page-title';
import { useBlogAuthor } from '../../../features/blogs/api/blogs';
import { BlogCard } from '../../../features/blogs/components/blog-card';

/** /blogs/author/{username}: the author's card and their posts, four at a time with "More". */
export default function BlogAuthorPage() {
  const { username = '' } = useParams();
  const query = useBlogAuthor(username);
  const first = query.data?.pages[0];
  usePageTitle(first ? `${first.author.fullName} · Blog` : 'Blog');
  usePageDescription(
    first ? `Posts by ${first.author.fullName} on the Lobby blog.` : 'Posts on the Lobby blog.',
  );

  if (query.isPending)
    return (
      <Center py="xl">
        <Loader type="dots" />
      </Center>
    );
  if (query.isError || !first)
    return (
      <Container size="sm" py="xl">
        <Alert color="gray">
          {query.error?.message}{' '}
          <Anchor component={Link} to="/blogs">
            Back to the blog
          </Anchor>
        </Alert>
      </Container>
    );
  const posts = query.data.pages.flatMap((page) => page.posts.data);

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="xl">
        <Anchor component={Link} to="/blogs" size="sm">
          ← Blog
        </Anchor>
        <Card withBorder radius="md" padding="lg" data-testid="blog-author-card">
          <Group gap="md" wrap="nowrap">
            <Avatar src={first.author.avatarUrl} alt={first.author.fullName} size={72} radius="xl">
              {first.author.fullName.slice(0, 1).toUpperCase()}
            </Avatar>
            <Stack gap={2} miw={0}>
              <Title order={1} size="h2">
                {first.author.fullName}
              </Title>
              <Text c="dimmed">
                @{first.author.username} · {first.posts.total} {first.posts.total === 1 ? 'post' : 'posts'}
              </Text>
            </Stack>
          </Group>
        </Card>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} data-testid="blog-author-posts">
          {posts.map((post) => (
            <BlogCard key={post.id} post={post} />
          ))}
        </SimpleGrid>
        {query.hasNextPage && (
          <Center>
            <Button variant="light" onClick={() => query.fetchNextPage()} loading={query.isFetchingNextPage}>
              More
            </Button>
          </Center>
        )}
      </Stack>
    </Container>
  );
}
