import { AccountText, SocialPlatforms, type SocialLink, type SocialPlatform } from '@lobby/contracts';
import { Button, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SectionCard } from '../../../components/section-card';
import { notify } from '../../../lib/notify';
import { useDeleteSocialLink } from '../api/delete-social-link';
import { useUpdateSocialLinks } from '../api/update-social-links';
import { validLink } from '../utils/profile-rules';
import { socialPlatformInfo } from '../../../components/social-platform';
import { SocialLinkRow } from './social-link-row';

/** The user's links, one per platform: add, edit or remove each. */
export function SocialLinksCard({ links }: { links: SocialLink[] }) {
  // Owned here, not by the row, so the toast survives the row leaving the list.
  const deleteLink = useDeleteSocialLink();
  const remove = (platform: SocialPlatform) =>
    deleteLink.mutate(platform, { onSuccess: () => notify.success(AccountText.socialLinkRemoved) });
  const linked = SocialPlatforms.filter((platform) => links.some((link) => link.platform === platform));
  const free = SocialPlatforms.filter((platform) => !linked.includes(platform));

  return (
    <SectionCard title="Social links" description="Where fans can find you outside Lobby.">
      <Stack gap="lg">
        {linked.length > 0 ? (
          <Stack gap="xs">
            {linked.map((platform) => (
              <SocialLinkRow
                key={platform}
                platform={platform}
                url={links.find((link) => link.platform === platform)!.url}
                onRemove={() => remove(platform)}
                removing={deleteLink.isPending && deleteLink.variables === platform}
              />
            ))}
          </Stack>
        ) : (
          <Text c="dimmed" size="sm">
            No links yet.
          </Text>
        )}
        <AddSocialLinkForm platforms={free} />
      </Stack>
    </SectionCard>
  );
}

function AddSocialLinkForm({ platforms }: { platforms: SocialPlatform[] }) {
  const updateLinks = useUpdateSocialLinks();
  const form = useForm<{ platform: string | null; url: string }>({
    initialValues: { platform: null, url: '' },
    validate: {
      platform: (value) => (value ? null : 'Choose a platform'),
      url: validLink,
    },
  });

  const submit = form.onSubmit(({ platform, url }) => {
    if (!platform) return;
    updateLinks.mutate([{ platform: platform as SocialPlatform, url: url.trim() }], {
      onSuccess: () => {
        notify.success(AccountText.socialLinksUpdated);
        form.reset();
      },
    });
  });

  if (platforms.length === 0)
    return (
      <Text c="dimmed" size="sm">
        Every platform is linked.
      </Text>
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
        <Button type="submit" variant="light" loading={updateLinks.isPending}>
          Add link
        </Button>
      </SimpleGrid>
    </form>
  );
}
