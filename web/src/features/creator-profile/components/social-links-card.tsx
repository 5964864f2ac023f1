import { AccountText, SocialPlatforms, type SocialLink, type SocialPlatform } from '@lobby/contracts';
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { SectionCard } from '../../../components/section-card';
import { socialPlatformInfo } from '../../../components/social-platform';
import { notify } from '../../../lib/notify';
import { useRemoveSocialLink, useSaveSocialLink } from '../api/creator-profile';
import { validLink } from '../utils/creator-profile-rules';

/** One link per platform: add one, change or remove each. */
export function SocialLinksCard({ links, query }: { links: SocialLink[]; query: string }) {
  const remove = useRemoveSocialLink(query);
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
        {free.length > 0 && <AddLinkForm platforms={free} query={query} />}
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
  const [editing, setEditing] = useState(false);
  const save = useSaveSocialLink(query);
  const form = useForm({ initialValues: { url }, validate: { url: validLink } });

  const submit = form.onSubmit((values) =>
    save.mutate(
      { platform, url: values.url.trim() },
      {
        onSuccess: () => {
          notify.success(AccountText.socialLinksUpdated);
          setEditing(false);
        },
      },
    ),
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
              <Button type="submit" size="xs" loading={save.isPending}>
                Save link
              </Button>
            </Group>
          </form>
        ) : (
          <>
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
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Edit ${label} link`}
              onClick={() => {
                form.setInitialValues({ url });
                form.setValues({ url });
                setEditing(true);
              }}
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

function AddLinkForm({ platforms, query }: { platforms: SocialPlatform[]; query: string }) {
  const save = useSaveSocialLink(query);
  const form = useForm<{ platform: string | null; url: string }>({
    initialValues: { platform: null, url: '' },
    validate: { platform: (value) => (value ? null : 'Choose a platform'), url: validLink },
  });

  const submit = form.onSubmit(({ platform, url }) =>
    save.mutate(
      { platform: platform as SocialPlatform, url: url.trim() },
      {
        onSuccess: () => {
          notify.success(AccountText.socialLinksUpdated);
          form.reset();
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Add a social link">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" style={{ alignItems: 'end' }}>
        <Select
          label="Platform"
          placeholder="Choose"
          data={platforms.map((platform) => ({ value: platform, label: socialPlatformInfo[platform].label }))}
          allowDeselect={false}
          {...form.getInputProps('platform')}
        />
        <TextInput label="Link" type="url" placeholder="https://" {...form.getInputProps('url')} />
        <Button type="submit" variant="light" loading={save.isPending}>
          Add link
        </Button>
      </SimpleGrid>
    </form>
  );
}
