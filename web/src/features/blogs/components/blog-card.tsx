import type { BlogCardDto } from '@lobby/contracts';
import { Anchor, Badge, Card, Image, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { BlogByline, postPath } from '../../../components/blog/blog-byline';
import classes from '../../../components/blog/blog.module.css';

/** A post in a list: cover, first category, title, excerpt, byline. */
export function BlogCard({ post, compact = false }: { post: BlogCardDto; compact?: boolean }) {
  return (
    <Card withBorder radius="md" padding="md" className={classes.card} data-testid="blog-card">
      {!compact && (
        <Card.Section>
          <Link to={postPath(post.slug)} aria-hidden tabIndex={-1}>
            {post.coverUrl ? (
              <Image src={post.coverUrl} alt="" className={classes.cover} radius={0} />
            ) : (
              <div className={classes.cover} />
            )}
          </Link>
        </Card.Section>
      )}
      <Stack gap="xs" mt={compact ? 0 : 'md'}>
        {post.categories[0] && (
          <Badge variant="light" size="sm">
            {post.categories[0]}
          </Badge>
        )}
        <Title order={3} size={compact ? 'h5' : 'h4'}>
          <Anchor component={Link} to={postPath(post.slug)} c="inherit" underline="hover">
            {post.title}
          </Anchor>
        </Title>
        {!compact && post.excerpt && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {post.excerpt}
          </Text>
        )}
        <BlogByline post={post} />
      </Stack>
    </Card>
  );
}

/** A featured post as a wide picture with its title over it. */
export function FeaturedBlogCard({ post }: { post: BlogCardDto }) {
  return (
    <Link to={postPath(post.slug)} className={classes.featured} data-testid="featured-blog">
      {post.coverUrl && <img src={post.coverUrl} alt="" className={classes.featuredImage} />}
      <div className={classes.featuredShade}>
        <Stack gap={6}>
          <Badge color="yellow" variant="filled" size="sm">
            Featured
          </Badge>
          <Title order={2} size="h3" c="white">
            {post.title}
          </Title>
          {post.excerpt && (
            <Text size="sm" c="gray.3" lineClamp={2}>
              {post.excerpt}
            </Text>
          )}
        </Stack>
      </div>
    </Link>
  );
}
