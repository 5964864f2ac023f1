import { BlogStatuses, BlogText, routes, type AdminBlogRowDto, type BlogStatus } from '@lobby/contracts';
import { ActionIcon, Anchor, Button, Group, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEye, IconSearch, IconWriting } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AdminList, EditDeleteActions } from '../../../components/admin/admin-list';
import { AdminTable, type AdminColumn } from '../../../components/admin/admin-table';
import { confirmDanger } from '../../../lib/confirm-danger';
import { notify } from '../../../lib/notify';
import { formatBlogDate } from '../../../components/blog/blog-byline';
import { useAdminBlogs, useBlogLabels, useDeleteBlog } from '../api/admin-blogs';
import { BlogStatusBadge } from './blog-status-badge';
import { useMayCall } from '../../../hooks/use-may-call';

const STATUS_OPTIONS = BlogStatuses.map((status) => ({
  value: status,
  label: status[0].toUpperCase() + status.slice(1),
}));

const whenOf = (row: AdminBlogRowDto) =>
  row.status === 'draft'
    ? `Edited ${formatBlogDate(row.updatedAt)}`
    : row.status === 'scheduled'
      ? `Publishes ${new Date(row.publishedAt!).toLocaleString()}`
      : `Published ${formatBlogDate(row.publishedAt)}`;

const columns: AdminColumn<AdminBlogRowDto>[] = [
  {
    header: 'Post',
    cell: (row) => (
      <Stack gap={2} miw={0}>
        <Anchor component={Link} to={`/admin/blog?id=${row.id}`} fw={600} size="sm" truncate>
          {row.title}
        </Anchor>
        <Text size="xs" c="dimmed" truncate>
          /blogs/{row.slug} · {row.author.fullName}
        </Text>
      </Stack>
    ),
  },
  {
    header: 'Status',
    cell: (row) => (
      <Stack gap={2}>
        <Group gap={4}>
          <BlogStatusBadge status={row.status} />
          {row.featured && <Text size="xs">★ Featured</Text>}
          {row.staffPick && <Text size="xs">Staff pick</Text>}
        </Group>
        <Text size="xs" c="dimmed">
          {whenOf(row)}
        </Text>
      </Stack>
    ),
  },
  {
    header: 'Categories',
    maxWidth: 200,
    cell: (row) => (
      <Text size="sm" lineClamp={2}>
        {row.categories.join(', ') || '—'}
      </Text>
    ),
  },
  { header: 'Views', align: 'right', cell: (row) => <Text size="sm">{row.views}</Text> },
];

/** Staff: every post (drafts, scheduled, published), newest edit first, searched and filtered; ten a page. */
export function AdminBlogsList() {
  const canWrite = useMayCall(routes.adminBlogs.update);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<BlogStatus | null>(null);
  const [category, setCategory] = useState<string | null>(null);
  const labels = useBlogLabels();
  const posts = useAdminBlogs({
    page,
    search: debounced || undefined,
    status: status ?? undefined,
    category: category ?? undefined,
  });
  const remove = useDeleteBlog();

  const actions = (row: AdminBlogRowDto) => (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label="Preview">
        <ActionIcon
          component={Link}
          to={`/admin/blog?id=${row.id}`}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={`Preview ${row.title}`}
        >
          <IconEye size={18} />
        </ActionIcon>
      </Tooltip>
      {canWrite && (
        <EditDeleteActions
          name={row.title}
          editTo={`/admin/blog-editor?id=${row.id}`}
          deleting={remove.isPending && remove.variables === row.id}
          onDelete={() =>
            confirmDanger({
              title: `Delete “${row.title}”?`,
              message: 'The post and its view counts are removed. This cannot be undone.',
              confirm: 'Delete post',
              onConfirm: () => remove.mutate(row.id, { onSuccess: () => notify.success(BlogText.removed) }),
            })
          }
        />
      )}
    </Group>
  );

  const toolbar = (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="Title or slug"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        w={{ base: '100%', sm: 260 }}
      />
      <Select
        label="Status"
        placeholder="Any"
        data={STATUS_OPTIONS}
        value={status}
        onChange={(value) => {
          setStatus(value as BlogStatus | null);
          setPage(1);
        }}
        clearable
        w={{ base: '100%', sm: 160 }}
      />
      <Select
        label="Category"
        placeholder="Any"
        data={(labels.data?.categories ?? []).map((c) => c.name)}
        value={category}
        onChange={(value) => {
          setCategory(value);
          setPage(1);
        }}
        clearable
        searchable
        w={{ base: '100%', sm: 200 }}
      />
    </Group>
  );

  return (
    <AdminList
      query={posts}
      toolbar={toolbar}
      paging={{ page, onChange: setPage, noun: 'posts' }}
      empty={{
        icon: <IconWriting size={28} />,
        title: debounced || status || category ? 'No post matches' : 'No posts yet',
        description: 'Write a post; it stays a draft until you publish it.',
        children: canWrite ? (
          <Button component={Link} to="/admin/blog-editor">
            Write a post
          </Button>
        ) : undefined,
      }}
    >
      {(rows) => (
        <AdminTable
          rows={rows}
          rowKey={(row) => row.id}
          columns={columns}
          actions={{ header: '', cell: actions }}
          minWidth={820}
          card={(row) => (
            <Stack gap={6}>
              {columns[0].cell(row)}
              {columns[1].cell(row)}
              {actions(row)}
            </Stack>
          )}
        />
      )}
    </AdminList>
  );
}
