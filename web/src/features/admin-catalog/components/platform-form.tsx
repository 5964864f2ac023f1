import { CatalogText, type PlatformDto } from '@lobby/contracts';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notify } from '../../../lib/notify';
import { useSavePlatform } from '../api/platforms';
import { ImageUploadField } from './image-upload-field';

interface PlatformFormProps {
  /** The platform to edit, or null to add one. */
  platform: PlatformDto | null;
  onCancel: () => void;
  onSaved: (platform: PlatformDto) => void;
}

interface PlatformFormValues {
  platform_name: string;
  platform_icon: string | null;
}

/** A platform's name and icon. */
export function PlatformForm({ platform, onCancel, onSaved }: PlatformFormProps) {
  const form = useForm<PlatformFormValues>({
    initialValues: {
      platform_name: platform?.platform_name ?? '',
      platform_icon: platform?.platform_icon ?? null,
    },
    validate: { platform_name: (value) => (value.trim() ? null : CatalogText.platformNameRequired) },
  });
  const save = useSavePlatform();

  const submit = ({ platform_name, platform_icon }: PlatformFormValues) =>
    save.mutate(
      { platformId: platform?._id ?? null, input: { platform_name: platform_name.trim(), platform_icon } },
      {
        onSuccess: ({ message, platform: saved }) => {
          notify.success(message);
          onSaved(saved);
        },
      },
    );

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          placeholder="PlayStation"
          withAsterisk
          maxLength={100}
          data-autofocus
          {...form.getInputProps('platform_name')}
        />
        <ImageUploadField
          label="Icon"
          description="Square, shown whole; a transparent PNG looks best"
          kind="platform"
          ratio={1}
          fit="contain"
          maxWidth={160}
          value={form.values.platform_icon}
          onChange={(url) => form.setFieldValue('platform_icon', url)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {platform ? 'Save changes' : 'Add platform'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
