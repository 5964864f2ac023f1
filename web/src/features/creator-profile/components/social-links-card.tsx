import { AccountText, SocialPlatforms, type SocialLink, type SocialPlatform } from '@lobby/contracts';
import { ActionIcon, Group, Paper, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { SectionCard } from '../../../components/section-card';
import { AddSocialLinkForm } from '../../../components/social-links/add-social-link-form';
import { SocialLinkDetails } from '../../../components/social-links/social-link-details';
import { SocialLinkEditButtons } from '../../../components/social-links/social-link-edit-buttons';
import { useSocialLinkEditor } from '../../../components/social-links/use-social-link-editor';
import { socialPlatformInfo } from '../../../components/social-platform';
import { notify } from '../../../lib/notify';
import { useRemoveSocialLink, useSaveSocialLink } from '../api/creator-profile';

/** One link per platform: add one, change or remove each. */
export function SocialLinksCard({ links, query }: { links: SocialLink[]; query: string }) {
  const remove = useRemoveSocialLink(query);
  const add = useSaveSocialLink(query);
  const linked = SocialPlatforms.filter((platform) => links.some((link) => link.platform === platform));
  const free = SocialPlatforms.filter((platform) => !linked.includes(platform));

  return (
    <SectionCard
      title="Social links"
      description="Where fans can find you outside Lobby, shown on your star page."
    >
      <Stack gap="lg">
        {linked.length > 0 ? (
          <Stack gap="xs">
            {linked.map((platform) => (
              <LinkRow
                key={platform}
                platform={platform}
                url={links.find((link) => link.platform === platform)!.url}
                query={query}
                removing={remove.isPending && remove.variables === platform}
                onRemove={() =>
                  remove.mutate(platform, { onSuccess: () => notify.success(AccountText.socialLinkRemoved) })
                }
              />
            ))}
          </Stack>
        ) : (
          <Text c="dimmed" size="sm">
            No links yet.
          </Text>
        )}
        {free.length > 0 && (
          <AddSocialLinkForm
            platforms={free}
            saving={add.isPending}
            onAdd={(link, added) =>
              add.mutate(link, {
                onSuccess: () => {
                  notify.success(AccountText.socialLinksUpdated);
                  added();
                },
              })
            }
          />
        )}
      </Stack>
    </SectionCard>
  );
}

interface LinkRowProps {
  platform: SocialPlatform;
  url: string;
  query: string;
  removing: boolean;
  onRemove: () => void;
}

function LinkRow({ platform, url, query, removing, onRemove }: LinkRowProps) {
  const { label, icon: PlatformIcon, color } = socialPlatformInfo[platform];
  const save = useSaveSocialLink(query);
  const { editing, form, submit, startEditing, cancel } = useSocialLinkEditor(platform, url, (link, saved) =>
    save.mutate(link, { onSuccess: saved }),
  );

  return (
    <Paper withBorder radius="md" p="sm" bg="dark.6">
      <Group gap="sm" wrap="nowrap" align={editing ? 'flex-start' : 'center'}>
        <ThemeIcon variant="light" color={color} size={36} radius="md">
          <PlatformIcon size={20} />
        </ThemeIcon>
        {editing ? (
          <form onSubmit={submit} noValidate style={{ flex: 1, minWidth: 0 }} aria-label={`${label} link`}>
            <TextInput label={`${label} link`} type="url" data-autofocus {...form.getInputProps('url')} />
            <SocialLinkEditButtons saving={save.isPending} onCancel={cancel} />
          </form>
        ) : (
          <>
            <SocialLinkDetails label={label} url={url} />
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Edit ${label} link`}
              onClick={startEditing}
            >
              <IconPencil size={18} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove ${label} link`}
              loading={removing}
              onClick={onRemove}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </>
        )}
      </Group>
    </Paper>
  );
}
