import { AccountText, type SocialPlatform } from '@lobby/contracts';
import { ActionIcon, Anchor, Button, Group, Paper, Text, TextInput, ThemeIcon, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { useUpdateSocialLinks } from '../api/update-social-links';
import { validLink } from '../utils/profile-rules';
import { DeleteIconButton } from '../../../components/delete-icon-button';
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
  const [editing, setEditing] = useState(false);
  const updateLinks = useUpdateSocialLinks();
  const form = useForm({ initialValues: { url }, validate: { url: validLink } });

  const save = form.onSubmit((values) =>
    updateLinks.mutate([{ platform, url: values.url.trim() }], {
      onSuccess: () => {
        notify.success(AccountText.socialLinksUpdated);
        setEditing(false);
      },
    }),
  );

  const startEditing = () => {
    form.setInitialValues({ url });
    form.setValues({ url });
    setEditing(true);
  };

  const icon = (
    <ThemeIcon variant="light" color={color} size={36} radius="md">
      <PlatformIcon size={20} />
    </ThemeIcon>
  );

  if (editing)
    return (
      <Paper withBorder radius="md" p="sm" bg="dark.6">
        <form onSubmit={save} noValidate>
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
          <Group justify="flex-end" gap="xs" mt="sm">
            <Button
              variant="default"
              size="xs"
              onClick={() => {
                form.reset();
                setEditing(false);
              }}
            >
              Cancel
            </Button>
            <Button type="submit" size="xs" loading={updateLinks.isPending}>
              Save link
            </Button>
          </Group>
        </form>
      </Paper>
    );

  return (
    <Paper withBorder radius="md" p="sm" bg="dark.6">
      <Group gap="sm" wrap="nowrap">
        {icon}
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={700}>
            {label}
          </Text>
          <Anchor
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            c="dimmed"
            truncate="end"
            display="block"
          >
            {url}
          </Anchor>
        </div>
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
