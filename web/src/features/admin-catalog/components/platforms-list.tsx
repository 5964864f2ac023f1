import { type PlatformDto, routes } from '@lobby/contracts';
import { Avatar, Button, Group, Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDevices } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { AdminList, EditDeleteActions } from '../../../components/admin/admin-list';
import { useEditorDialog } from '../../../hooks/use-editor-dialog';
import { useMayCall } from '../../../hooks/use-may-call';
import { confirmDanger } from '../../../lib/confirm-danger';
import { notify } from '../../../lib/notify';
import { useDeletePlatform, usePlatforms } from '../api/platforms';
import { PlatformForm } from './platform-form';

/** Staff: the platforms games are played on, each edited in a dialog or deleted after a confirmation. */
export function PlatformsList() {
  const platforms = usePlatforms();
  const remove = useDeletePlatform();
  const mayEdit = useMayCall(routes.catalogAdmin.updatePlatform);
  const editor = useEditorDialog<PlatformDto>();

  const confirmDelete = (platform: PlatformDto) =>
    confirmDanger({
      title: `Delete ${platform.platform_name}?`,
      message: 'Games and gigs no longer list this platform. This cannot be undone.',
      confirm: 'Delete platform',
      onConfirm: () => remove.mutate(platform._id, { onSuccess: ({ message }) => notify.success(message) }),
    });

  return (
    <>
      <AdminList
        query={platforms}
        empty={{
          icon: <IconDevices size={28} />,
          title: 'No platforms yet',
          description: 'Add the consoles, PC and phones games are played on.',
          children: mayEdit && (
            <Button component={Link} to="/admin/platforms/add">
              Add platform
            </Button>
          ),
        }}
      >
        {(rows) => (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            {rows.map((platform) => (
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
                  {mayEdit && (
                    <EditDeleteActions
                      name={platform.platform_name}
                      onEdit={() => editor.open(platform)}
                      onDelete={() => confirmDelete(platform)}
                      deleting={remove.isPending && remove.variables === platform._id}
                    />
                  )}
                </Group>
              </Paper>
            ))}
          </SimpleGrid>
        )}
      </AdminList>
      <Modal opened={editor.opened} onClose={editor.close} title="Edit platform" centered>
        {editor.editing && (
          <PlatformForm
            key={editor.editing._id}
            platform={editor.editing}
            onCancel={editor.close}
            onSaved={editor.close}
          />
        )}
      </Modal>
    </>
  );
}
