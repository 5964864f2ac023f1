import { type SocialPlatform } from '@lobby/contracts';
import { ActionIcon, Group, Paper, TextInput, ThemeIcon, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useUpdateSocialLinks } from '../api/update-social-links';
import { DeleteIconButton } from '../../../components/delete-icon-button';
import { SocialLinkDetails } from '../../../components/social-links/social-link-details';
import { SocialLinkEditButtons } from '../../../components/social-links/social-link-edit-buttons';
import { useSocialLinkEditor } from '../../../components/social-links/use-social-link-editor';
import { socialPlatformInfo } from '../../../components/social-platform';

/** One saved link, shown with edit and remove buttons, or as a form while editing. */
interface SocialLinkRowProps {
  platform: SocialPlatform;
  url: string;
  onRemove: () => void;
  removing: boolean;
}

export function SocialLinkRow({ platform, url, onRemove, removing }: SocialLinkRowProps) {
  const { label, icon: PlatformIcon, color } = socialPlatformInfo[platform];
  const updateLinks = useUpdateSocialLinks();
  const { editing, form, submit, startEditing, cancel } = useSocialLinkEditor(platform, url, (link, saved) =>
    updateLinks.mutate([link], { onSuccess: saved }),
  );

  const icon = (
    <ThemeIcon variant="light" color={color} size={36} radius="md">
      <PlatformIcon size={20} />
    </ThemeIcon>
  );

  if (editing)
    return (
      <Paper withBorder radius="md" p="sm" bg="dark.6">
        <form onSubmit={submit} noValidate>
          <Group gap="sm" align="flex-start" wrap="nowrap">
            {icon}
            <TextInput
              label={`${label} link`}
              type="url"
              style={{ flex: 1 }}
              miw={0}
              data-autofocus
              {...form.getInputProps('url')}
            />
          </Group>
          <SocialLinkEditButtons saving={updateLinks.isPending} onCancel={cancel} />
        </form>
      </Paper>
    );

  return (
    <Paper withBorder radius="md" p="sm" bg="dark.6">
      <Group gap="sm" wrap="nowrap">
        {icon}
        <SocialLinkDetails label={label} url={url} />
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Edit">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Edit ${label} link`}
              onClick={startEditing}
            >
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          <DeleteIconButton verb="Remove" name={`${label} link`} loading={removing} onClick={onRemove} />
        </Group>
      </Group>
    </Paper>
  );
}
