import { Alert, Badge, Button, Center, Group, Image, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/admin-page';
import { BlogBody } from '../../../components/blog/blog-body';
import { BlogByline } from '../../../components/blog/blog-byline';
import classes from '../../../components/blog/blog.module.css';
import { useAdminBlog } from '../../../features/admin-blogs/api/admin-blogs';
import { AdminBlogNav } from '../../../features/admin-blogs/components/admin-blog-nav';
import { BlogStatusBadge } from '../../../features/admin-blogs/components/blog-status-badge';

/** /admin/blog?id=: a post as readers will see it, drafts and scheduled posts too. */
export default function AdminBlogPreviewPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const query = useAdminBlog(id);

  let body;
  if (!id) body = <Alert color="gray">Pick a post to preview from the list.</Alert>;
  else if (query.isPending)
    body = (
      <Center py="xl">
        <Loader type="dots" />
      </Center>
    );
  else if (query.isError) body = <Alert color="red">{query.error.message}</Alert>;
  else {
    const post = query.data;
    body = (
      <Stack gap="lg" maw={760}>
        <Group justify="space-between">
          <Group gap="xs">
            <BlogStatusBadge status={post.status} />
            {post.status === 'scheduled' && (
              <Text size="sm" c="dimmed">
                Publishes {new Date(post.publishedAt!).toLocaleString()}
              </Text>
            )}
          </Group>
          <Group gap="xs">
            {post.status === 'published' && (
              <Button component={Link} to={`/blogs/${post.slug}`} variant="subtle" size="xs">
                Open on the site
              </Button>
            )}
            <Button component={Link} to={`/admin/blog-editor?id=${post.id}`} variant="light" size="xs">
              Edit
            </Button>
          </Group>
        </Group>
        <Group gap={6}>
          {post.categories.map((category) => (
            <Badge key={category} variant="light">
              {category}
            </Badge>
          ))}
        </Group>
        <Title order={2} size="h1">
          {post.title}
        </Title>
        <BlogByline post={post} size="md" />
        {post.coverUrl && <Image src={post.coverUrl} alt="" className={classes.cover} />}
        <BlogBody html={post.bodyHtml} />
      </Stack>
    );
  }

  return (
    <AdminPage title="Preview post" description="The post as readers see it." nav={<AdminBlogNav />}>
      {body}
    </AdminPage>
  );
}
