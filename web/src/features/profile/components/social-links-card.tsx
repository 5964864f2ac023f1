import { AccountText, SocialPlatforms, type SocialLink, type SocialPlatform } from '@lobby/contracts';
import { Stack, Text } from '@mantine/core';
import { SectionCard } from '../../../components/section-card';
import { AddSocialLinkForm } from '../../../components/social-links/add-social-link-form';
import { notify } from '../../../lib/notify';
import { useDeleteSocialLink } from '../api/delete-social-link';
import { useUpdateSocialLinks } from '../api/update-social-links';
import { SocialLinkRow } from './social-link-row';

/** The user's links, one per platform: add, edit or remove each. */
export function SocialLinksCard({ links }: { links: SocialLink[] }) {
  // Owned here, not by the row, so the toast survives the row leaving the list.
  const deleteLink = useDeleteSocialLink();
  const updateLinks = useUpdateSocialLinks();
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
        {free.length > 0 ? (
          <AddSocialLinkForm
            platforms={free}
            saving={updateLinks.isPending}
            onAdd={(link, added) =>
              updateLinks.mutate([link], {
                onSuccess: () => {
                  notify.success(AccountText.socialLinksUpdated);
                  added();
                },
              })
            }
          />
        ) : (
          <Text c="dimmed" size="sm">
            Every platform is linked.
          </Text>
        )}
      </Stack>
    </SectionCard>
  );
}
