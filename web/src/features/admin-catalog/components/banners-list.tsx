import { routes, SuccessText, type BannerDto } from '@lobby/contracts';
import {
  Anchor,
  AspectRatio,
  Badge,
  Box,
  Group,
  Image,
  Modal,
  Paper,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPhoto } from '@tabler/icons-react';
import type { EditorDialog } from '../../../hooks/use-editor-dialog';
import { AdminList, EditDeleteActions } from '../../../components/admin/admin-list';
import { useMayCall } from '../../../hooks/use-may-call';
import { confirmDanger } from '../../../lib/confirm-danger';
import { notify } from '../../../lib/notify';
import { useAdminBanners, useDeleteBanner, useSaveBanner } from '../api/banners';
import { BannerForm } from './banner-form';
import classes from './banners-list.module.css';

/** Staff: landing banners by position, switched on and off in place, edited in a dialog (`onEdit`). */
export function BannersList({ onEdit }: { onEdit: (banner: BannerDto) => void }) {
  const banners = useAdminBanners();
  const toggle = useSaveBanner();
  const remove = useDeleteBanner();
  const mayEdit = useMayCall(routes.catalogAdmin.updateBanner);

  const confirmDelete = (banner: BannerDto) =>
    confirmDanger({
      title: 'Delete this banner?',
      message: `“${banner.title}” is removed from the landing page for good.`,
      confirm: 'Delete banner',
      onConfirm: () =>
        remove.mutate(banner._id, { onSuccess: () => notify.success(SuccessText.bannerDeleted) }),
    });

  /** While a switch is being saved it shows the new state. */
  const shownActive = (banner: BannerDto) =>
    toggle.isPending && toggle.variables.bannerId === banner._id
      ? (toggle.variables.input.isActive ?? banner.isActive)
      : banner.isActive;

  const rows = (shown: BannerDto[]) => (
    <Stack gap="sm">
      {shown.map((banner) => (
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
              disabled={!mayEdit}
              checked={shownActive(banner)}
              onChange={(event) =>
                toggle.mutate({ bannerId: banner._id, input: { isActive: event.currentTarget.checked } })
              }
              aria-label={`Show “${banner.title}” on the landing page`}
            />
            <Box ml="auto" />
            {mayEdit && (
              <EditDeleteActions
                name={banner.title}
                onEdit={() => onEdit(banner)}
                onDelete={() => confirmDelete(banner)}
                deleting={remove.isPending && remove.variables === banner._id}
              />
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );

  return (
    <AdminList
      query={banners}
      empty={{
        icon: <IconPhoto size={28} />,
        title: 'No banners yet',
        description: 'Banners run across the top of the landing page.',
      }}
    >
      {rows}
    </AdminList>
  );
}

/** Adds a banner (after the last position) or edits one, in a dialog that fills a phone's screen. */
export function BannerEditorDialog({ dialog }: { dialog: EditorDialog<BannerDto> }) {
  const banners = useAdminBanners();
  const phone = useMediaQuery('(max-width: 48em)');
  const list = banners.data ?? [];
  const nextPosition = list.length ? Math.max(...list.map(({ position }) => position)) + 1 : 0;
  return (
    <Modal
      opened={dialog.opened}
      onClose={dialog.close}
      title={dialog.editing ? 'Edit banner' : 'Add a banner'}
      size="lg"
      fullScreen={phone}
      radius={phone ? 0 : 'lg'}
    >
      <BannerForm
        key={dialog.editing?._id ?? 'new'}
        banner={dialog.editing}
        nextPosition={nextPosition}
        onCancel={dialog.close}
        onSaved={dialog.close}
      />
    </Modal>
  );
}
