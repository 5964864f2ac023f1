import type { PlatformDto } from '@lobby/contracts';
import { Avatar, Button, Group, Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDevices } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  AdminListEmpty,
  AdminListError,
  AdminListLoading,
  EditDeleteActions,
} from '../../../components/admin/admin-list';
import { notify } from '../../../lib/notify';
import { useDeletePlatform, usePlatforms } from '../api/platforms';
import { PlatformForm } from './platform-form';

/** Staff: the platforms games are played on, each edited in a dialog or deleted after a confirmation. */
export function PlatformsList() {
  const platforms = usePlatforms();
  const remove = useDeletePlatform();
  const [editing, setEditing] = useState<PlatformDto | null>(null);
  const [editorOpened, setEditorOpened] = useState(false);

  const confirmDelete = (platform: PlatformDto) =>
    modals.openConfirmModal({
      title: `Delete ${platform.platform_name}?`,
      centered: true,
      children: <Text size="sm">Games and gigs no longer list this platform. This cannot be undone.</Text>,
      labels: { confirm: 'Delete platform', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(platform._id, { onSuccess: ({ message }) => notify.success(message) }),
    });

  if (platforms.isError) return <AdminListError message={platforms.error.message} />;
  if (platforms.isPending) return <AdminListLoading />;
  if (platforms.data.length === 0) {
    return (
      <AdminListEmpty
        icon={<IconDevices size={28} />}
        title="No platforms yet"
        description="Add the consoles, PC and phones games are played on."
      >
        <Button component={Link} to="/admin/platforms/add">
          Add platform
        </Button>
      </AdminListEmpty>
    );
  }

  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {platforms.data.map((platform) => (
          <Paper key={platform._id} withBorder radius="lg" p="md">
            <Group gap="sm" wrap="nowrap">
              <Avatar
                src={platform.platform_icon}
                alt=""
                radius="md"
                size={48}
                color="violet"
                styles={{ image: { objectFit: 'contain', padding: 6 } }}
              >
                {platform.platform_name.slice(0, 2).toUpperCase()}
              </Avatar>
              <Stack gap={0} miw={0} style={{ flex: 1 }}>
                <Text fw={600} truncate>
                  {platform.platform_name}
                </Text>
                <Text size="xs" c="dimmed" ff="monospace" truncate>
                  {platform.platform_id_name}
                </Text>
              </Stack>
              <EditDeleteActions
                name={platform.platform_name}
                onEdit={() => {
                  setEditing(platform);
                  setEditorOpened(true);
                }}
                onDelete={() => confirmDelete(platform)}
                deleting={remove.isPending && remove.variables === platform._id}
              />
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
      <Modal opened={editorOpened} onClose={() => setEditorOpened(false)} title="Edit platform" centered>
        {editing && (
          <PlatformForm
            key={editing._id}
            platform={editing}
            onCancel={() => setEditorOpened(false)}
            onSaved={() => setEditorOpened(false)}
          />
        )}
      </Modal>
    </>
  );
}
