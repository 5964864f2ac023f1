import { type SocialLink, type SocialPlatform } from '@lobby/contracts';
import { Button, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { validPlatformLink } from '../../lib/account-rules';
import { socialPlatformInfo } from '../social-platform';

interface AddSocialLinkFormProps {
  /** The platforms not linked yet. */
  platforms: SocialPlatform[];
  saving: boolean;
  /** Saves the link; `added` clears the form once it is saved. */
  onAdd: (link: SocialLink, added: () => void) => void;
}

/** A platform and its link, added to a links card (the fan's profile, the streamer's creator profile). */
export function AddSocialLinkForm({ platforms, saving, onAdd }: AddSocialLinkFormProps) {
  const form = useForm<{ platform: string | null; url: string }>({
    initialValues: { platform: null, url: '' },
    validate: {
      platform: (value) => (value ? null : 'Choose a platform'),
      url: (value, values) => validPlatformLink(values.platform, value),
    },
  });

  const submit = form.onSubmit(({ platform, url }) => {
    if (!platform) return;
    onAdd({ platform: platform as SocialPlatform, url: url.trim() }, () => form.reset());
  });

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
        <Button type="submit" variant="light" loading={saving}>
          Add link
        </Button>
      </SimpleGrid>
    </form>
  );
}
