import { BlogText, routes, type BlogLabelCount } from '@lobby/contracts';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminPage } from '../../../components/admin/admin-page';
import { confirmDanger } from '../../../lib/confirm-danger';
import { notify } from '../../../lib/notify';
import { useBlogLabels, useRenameBlogLabel } from '../../../features/admin-blogs/api/admin-blogs';
import { AdminBlogNav } from '../../../features/admin-blogs/components/admin-blog-nav';
import { useMayCall } from '../../../hooks/use-may-call';

function LabelRow({
  kind,
  label,
  canWrite,
}: {
  kind: 'category' | 'tag';
  label: BlogLabelCount;
  canWrite: boolean;
}) {
  const rename = useRenameBlogLabel();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(label.name);
  const submit = (to: string) =>
    rename.mutate(
      { kind, from: label.name, to },
      {
        onSuccess: () => {
          notify.success(BlogText.saved);
          setEditing(false);
        },
      },
    );

  if (editing)
    return (
      <Group gap="xs" wrap="nowrap">
        <TextInput
          size="xs"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          aria-label={`Rename ${label.name}`}
          style={{ flex: 1 }}
        />
        <Button size="xs" onClick={() => submit(name)} loading={rename.isPending} disabled={!name.trim()}>
          Save
        </Button>
        <Button size="xs" variant="subtle" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </Group>
    );
  return (
    <Group justify="space-between" wrap="nowrap">
      <Group gap="xs" miw={0}>
        <Text size="sm" fw={500} truncate>
          {kind === 'tag' ? '#' : ''}
          {label.name}
        </Text>
        <Badge size="sm" variant="light" color="gray">
          {label.count} {label.count === 1 ? 'post' : 'posts'}
        </Badge>
      </Group>
      {canWrite && (
        <Group gap={2} wrap="nowrap">
          <Tooltip label="Rename or merge">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Rename ${label.name}`}
              onClick={() => setEditing(true)}
            >
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Remove from every post">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove ${label.name}`}
              onClick={() =>
                confirmDanger({
                  title: `Remove “${label.name}”?`,
                  message: `It is taken off ${label.count} ${label.count === 1 ? 'post' : 'posts'}; the posts stay.`,
                  confirm: 'Remove',
                  onConfirm: () => submit(''),
                })
              }
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      )}
    </Group>
  );
}

function LabelCard({
  title,
  kind,
  labels,
  canWrite,
}: {
  title: string;
  kind: 'category' | 'tag';
  labels: BlogLabelCount[];
  canWrite: boolean;
}) {
  return (
    <Card withBorder radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {labels.length === 0 ? (
          <Text size="sm" c="dimmed">
            None yet: add them to a post in the editor.
          </Text>
        ) : (
          labels.map((label) => <LabelRow key={label.name} kind={kind} label={label} canWrite={canWrite} />)
        )}
      </Stack>
    </Card>
  );
}

/** /admin/blog-manager: the categories and tags in use, renamed (or merged) and removed across every post. */
export default function AdminBlogManagerPage() {
  const labels = useBlogLabels();
  const canWrite = useMayCall(routes.adminBlogs.renameLabel);
  let body;
  if (labels.isPending)
    body = (
      <Center py="xl">
        <Loader type="dots" />
      </Center>
    );
  else if (labels.isError) body = <Alert color="red">{labels.error.message}</Alert>;
  else
    body = (
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <LabelCard title="Categories" kind="category" labels={labels.data.categories} canWrite={canWrite} />
        <LabelCard title="Tags" kind="tag" labels={labels.data.tags} canWrite={canWrite} />
      </SimpleGrid>
    );
  return (
    <AdminPage
      title="Categories and tags"
      description="Rename a category or tag on every post (a name in use merges them), or remove it."
      nav={<AdminBlogNav />}
    >
      {body}
    </AdminPage>
  );
}
