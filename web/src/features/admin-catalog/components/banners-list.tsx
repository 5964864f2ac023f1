import { SuccessText, type BannerDto } from '@lobby/contracts';
import {
  Anchor,
  AspectRatio,
  Badge,
  Box,
  Button,
  Group,
  Image,
  Modal,
  Paper,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconPhoto, IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import {
  AdminListEmpty,
  AdminListError,
  AdminListLoading,
  EditDeleteActions,
} from '../../../components/admin/admin-list';
import { notify } from '../../../lib/notify';
import { useAdminBanners, useDeleteBanner, useSaveBanner } from '../api/banners';
import { BannerForm } from './banner-form';
import classes from './banners-list.module.css';

/** Staff: landing banners by position, switched on and off in place, added and edited in a dialog. */
export function BannersList({ header }: { header: ReactNode }) {
  const banners = useAdminBanners();
  const toggle = useSaveBanner();
  const remove = useDeleteBanner();
  const phone = useMediaQuery('(max-width: 48em)');
  const [editorOpened, setEditorOpened] = useState(false);
  const [editing, setEditing] = useState<BannerDto | null>(null);

  const openEditor = (banner: BannerDto | null) => {
    setEditing(banner);
    setEditorOpened(true);
  };

  const confirmDelete = (banner: BannerDto) =>
    modals.openConfirmModal({
      title: 'Delete this banner?',
      centered: true,
      children: <Text size="sm">“{banner.title}” is removed from the landing page for good.</Text>,
      labels: { confirm: 'Delete banner', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(banner._id, { onSuccess: () => notify.success(SuccessText.bannerDeleted) }),
    });

  /** While a switch is being saved it shows the new state. */
  const shownActive = (banner: BannerDto) =>
    toggle.isPending && toggle.variables.bannerId === banner._id
      ? (toggle.variables.input.isActive ?? banner.isActive)
      : banner.isActive;

  const list = banners.data ?? [];
  const nextPosition = list.length ? Math.max(...list.map(({ position }) => position)) + 1 : 0;

  let body;
  if (banners.isError) {
    body = <AdminListError message={banners.error.message} />;
  } else if (banners.isPending) {
    body = <AdminListLoading />;
  } else if (list.length === 0) {
    body = (
      <AdminListEmpty
        icon={<IconPhoto size={28} />}
        title="No banners yet"
        description="Banners run across the top of the landing page."
      />
    );
  } else {
    body = (
      <Stack gap="sm">
        {list.map((banner) => (
          <Paper key={banner._id} withBorder radius="lg" p="sm" className={classes.row}>
            <AspectRatio ratio={3} className={classes.picture}>
              <Image src={banner.image} alt="" fit="cover" />
            </AspectRatio>
            <Stack gap={2} miw={0}>
              <Group gap="xs" wrap="nowrap">
                <Badge size="sm" variant="light" color="gray" title="Position" style={{ flexShrink: 0 }}>
                  #{banner.position}
                </Badge>
                <Text fw={600} truncate>
                  {banner.title}
                </Text>
              </Group>
              {banner.subtitle && (
                <Text size="sm" c="dimmed" lineClamp={1}>
                  {banner.subtitle}
                </Text>
              )}
              {banner.link ? (
                <Anchor href={banner.link} target="_blank" rel="noreferrer" size="xs" truncate>
                  {banner.link}
                </Anchor>
              ) : (
                <Text size="xs" c="dimmed">
                  No link
                </Text>
              )}
            </Stack>
            <Group gap="xs" wrap="nowrap">
              <Switch
                label="Active"
                checked={shownActive(banner)}
                onChange={(event) =>
                  toggle.mutate({ bannerId: banner._id, input: { isActive: event.currentTarget.checked } })
                }
                aria-label={`Show “${banner.title}” on the landing page`}
              />
              <Box ml="auto" />
              <EditDeleteActions
                name={banner.title}
                onEdit={() => openEditor(banner)}
                onDelete={() => confirmDelete(banner)}
                deleting={remove.isPending && remove.variables === banner._id}
              />
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        {header}
        <Button leftSection={<IconPlus size={16} />} onClick={() => openEditor(null)}>
          Add banner
        </Button>
      </Group>
      {body}
      <Modal
        opened={editorOpened}
        onClose={() => setEditorOpened(false)}
        title={editing ? 'Edit banner' : 'Add a banner'}
        size="lg"
        fullScreen={phone}
        radius={phone ? 0 : 'lg'}
      >
        <BannerForm
          key={editing?._id ?? 'new'}
          banner={editing}
          nextPosition={nextPosition}
          onCancel={() => setEditorOpened(false)}
          onSaved={() => setEditorOpened(false)}
        />
      </Modal>
    </Stack>
  );
}
