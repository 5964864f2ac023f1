import {
  Alert,
  Anchor,
  Badge,
  Center,
  Container,
  Group,
  Image,
  Loader,
  SimpleGrid,
  Stack,
  Title,
} from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { isNotFoundError } from '../../../lib/api-client';
import { usePageDescription } from '../../../lib/use-page-description';
import { usePageTitle } from '../../../lib/use-page-title';
import { useBlogPost, useCountBlogView } from '../../../features/blogs/api/blogs';
import { BlogBody } from '../../../components/blog/blog-body';
import { BlogByline } from '../../../components/blog/blog-byline';
import { BlogCard } from '../../../features/blogs/components/blog-card';
import classes from '../../../components/blog/blog.module.css';

/** /blogs/{slug}: the post with its cover, author, date, reading time, categories, tags and related posts. */
export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const query = useBlogPost(slug);
  usePageTitle(query.data?.post.title ?? 'Blog');
  usePageDescription(query.data?.post.excerpt || 'A post on the Lobby blog.');
  useCountBlogView(slug, Boolean(query.data));

  if (query.isPending)
    return (
      <Center py="xl">
        <Loader type="dots" />
      </Center>
    );
  if (query.isError)
    return (
      <Container size="sm" py="xl">
        <Alert color={isNotFoundError(query.error) ? 'gray' : 'red'}>
          {query.error.message}{' '}
          <Anchor component={Link} to="/blogs">
            Back to the blog
          </Anchor>
        </Alert>
      </Container>
    );
  const { post, related } = query.data;

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg" component="article">
        <Anchor component={Link} to="/blogs" size="sm">
          ← Blog
        </Anchor>
        <Group gap={6}>
          {post.categories.map((category) => (
            <Badge
              key={category}
              component={Link}
              to={`/blogs?category=${encodeURIComponent(category)}`}
              variant="light"
              style={{ cursor: 'pointer' }}
            >
              {category}
            </Badge>
          ))}
        </Group>
        <Title order={1}>{post.title}</Title>
        <BlogByline post={post} size="md" />
        {post.coverUrl && <Image src={post.coverUrl} alt="" className={classes.cover} />}
        <BlogBody html={post.bodyHtml} />
        {post.tags.length > 0 && (
          <Group gap={6}>
            {post.tags.map((tag) => (
              <Badge
                key={tag}
                component={Link}
                to={`/blogs?tag=${encodeURIComponent(tag)}`}
                variant="outline"
                color="gray"
                style={{ cursor: 'pointer' }}
              >
                #{tag}
              </Badge>
            ))}
          </Group>
        )}
        {related.length > 0 && (
          <Stack gap="sm" component="section" aria-label="Related posts">
            <Title order={2} size="h3">
              Related posts
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {related.map((card) => (
                <BlogCard key={card.id} post={card} />
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
