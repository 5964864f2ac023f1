import { BlogListSizes } from '@lobby/contracts';
import {
  Alert,
  Button,
  Center,
  Container,
  Grid,
  Group,
  Loader,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { usePageDescription } from '../../../lib/use-page-description';
import { usePageTitle } from '../../../lib/use-page-title';
import { useBlogHome, useBlogList } from '../../../features/blogs/api/blogs';
import { BlogCard, FeaturedBlogCard } from '../../../features/blogs/components/blog-card';
import { BlogLabels, BlogSection } from '../../../features/blogs/components/blog-lists';

/** The list of one category or tag, five a page. */
function FilteredPosts({
  category,
  tag,
  page,
  onPage,
}: {
  category?: string;
  tag?: string;
  page: number;
  onPage: (p: number) => void;
}) {
  const list = useBlogList({ category, tag }, page);
  if (list.isPending) return <Loader type="dots" />;
  if (list.isError) return <Alert color="red">{list.error.message}</Alert>;
  return (
    <Stack gap="sm" data-testid="blog-filtered">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {list.data.data.map((post) => (
          <BlogCard key={post.id} post={post} />
        ))}
      </SimpleGrid>
      {list.data.totalPages > 1 && <Pagination total={list.data.totalPages} value={page} onChange={onPage} />}
    </Stack>
  );
}

/** /blogs: featured posts, then latest (or a category's or tag's posts) beside popular, trending and staff picks. */
export default function BlogsHomePage() {
  usePageTitle('Blog');
  usePageDescription('News, guides and stories from the Lobby team: the latest, popular and trending posts.');
  const home = useBlogHome();
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? undefined;
  const tag = params.get('tag') ?? undefined;
  const page = Number(params.get('page')) || 1;
  const setFilter = (next: { category?: string; tag?: string; page?: number }) => {
    const search = new URLSearchParams();
    if (next.category) search.set('category', next.category);
    if (next.tag) search.set('tag', next.tag);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  if (home.isPending)
    return (
      <Center py="xl">
        <Loader type="dots" />
      </Center>
    );
  if (home.isError)
    return (
      <Container size="lg" py="xl">
        <Alert color="red">{home.error.message}</Alert>
      </Container>
    );
  const data = home.data;
  const empty = data.latest.length === 0;

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>Blog</Title>
          <Text c="dimmed">News, guides and stories from the Lobby team.</Text>
        </Stack>
        {empty && <Text c="dimmed">No posts yet. Check back soon.</Text>}
        {data.featured.length > 0 && (
          <SimpleGrid
            cols={{ base: 1, md: Math.min(data.featured.length, BlogListSizes.featured) }}
            data-testid="blog-featured"
          >
            {data.featured.map((post) => (
              <FeaturedBlogCard key={post.id} post={post} />
            ))}
          </SimpleGrid>
        )}
        {!empty && (
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 8 }}>
              {category || tag ? (
                <Stack gap="sm">
                  <Group justify="space-between">
                    <Title order={2} size="h3">
                      {category ? `Category: ${category}` : `Tag: #${tag}`}
                    </Title>
                    <Button variant="subtle" size="compact-sm" onClick={() => setFilter({})}>
                      Show all
                    </Button>
                  </Group>
                  <FilteredPosts
                    category={category}
                    tag={tag}
                    page={page}
                    onPage={(p) => setFilter({ category, tag, page: p })}
                  />
                </Stack>
              ) : (
                <BlogSection title="Latest" posts={data.latest} testId="blog-latest" />
              )}
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="xl">
                <BlogLabels
                  title="Categories"
                  labels={data.categories}
                  picked={category}
                  onPick={(name) => setFilter({ category: name })}
                />
                <BlogLabels
                  title="Tags"
                  labels={data.tags}
                  picked={tag}
                  prefix="#"
                  onPick={(name) => setFilter({ tag: name })}
                />
                <BlogSection title="Popular" posts={data.popular} compact testId="blog-popular" />
                <BlogSection
                  title="Trending this week"
                  posts={data.trending}
                  compact
                  testId="blog-trending"
                />
                <BlogSection title="Staff picks" posts={data.staffPicks} compact testId="blog-staff-picks" />
              </Stack>
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </Container>
  );
}
