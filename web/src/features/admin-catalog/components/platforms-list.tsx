import type { PlatformDto } from '@lobby/contracts';
import {
  ActionIcon,
  Alert,
  Avatar,
  Button,
  Center,
  EmptyState,
  Group,
  Loader,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle, IconDevices, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
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

  if (platforms.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle />}>
        {platforms.error.message}
      </Alert>
    );
  }
  if (platforms.isPending) {
    return (
      <Center py="xl">
        <Loader type="dots" />
      </Center>
    );
  }
  if (platforms.data.length === 0) {
    return (
      <Paper withBorder radius="lg" py="xl">
        <EmptyState
          icon={<IconDevices size={28} />}
          withIndicatorBackground
          title="No platforms yet"
          description="Add the consoles, PC and phones games are played on."
        >
          <Button component={Link} to="/admin/platforms/add">
            Add platform
          </Button>
        </EmptyState>
      </Paper>
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
              <Group gap={4} wrap="nowrap">
                <Tooltip label="Edit">
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    aria-label={`Edit ${platform.platform_name}`}
                    onClick={() => {
                      setEditing(platform);
                      setEditorOpened(true);
                    }}
                  >
                    <IconPencil size={18} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label="Delete">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    loading={remove.isPending && remove.variables === platform._id}
                    aria-label={`Delete ${platform.platform_name}`}
                    onClick={() => confirmDelete(platform)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              </Group>
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
