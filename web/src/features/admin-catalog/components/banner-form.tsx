import { CatalogText, type BannerDto } from '@lobby/contracts';
import { Button, Group, NumberInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notify } from '../../../lib/notify';
import { useSaveBanner } from '../api/banners';
import { ImageUploadField } from './image-upload-field';

interface BannerFormProps {
  /** The banner to edit, or null to add one. */
  banner: BannerDto | null;
  /** Where a new banner goes by default: after the others. */
  nextPosition: number;
  onCancel: () => void;
  onSaved: () => void;
}

interface BannerFormValues {
  image: string | null;
  title: string;
  subtitle: string;
  link: string;
  position: number | string;
  isActive: boolean;
}

/** A path of this site ('/browse') or an https address, as the gateway takes it. */
const LINK = /^(\/(?!\/)[^\s"'<>\\]*|https:\/\/[^\s"'<>\\]+)$/;
const linkRule = (value: string) =>
  !value.trim() || LINK.test(value.trim()) ? null : CatalogText.invalidLink;

/** The gateway's bounds (gateway/src/catalog/catalog-admin.dto.ts). */
const BannerBounds = { titleMax: 120, subtitleMax: 240, linkMax: 500 } as const;

/** A landing banner: its 3:1 picture, title, optional subtitle and link, position and whether it shows. */
export function BannerForm({ banner, nextPosition, onCancel, onSaved }: BannerFormProps) {
  const form = useForm<BannerFormValues>({
    initialValues: {
      image: banner?.image ?? null,
      title: banner?.title ?? '',
      subtitle: banner?.subtitle ?? '',
      link: banner?.link ?? '',
      position: banner?.position ?? nextPosition,
      isActive: banner?.isActive ?? true,
    },
    validate: {
      image: (value) => (value ? null : 'Please upload the banner picture'),
      title: (value) => (value.trim() ? null : CatalogText.bannerTitleRequired),
      link: linkRule,
      position: (value) =>
        value !== '' && Number.isInteger(Number(value)) && Number(value) >= 0
          ? null
          : CatalogText.bannerPositionInvalid,
    },
  });
  const save = useSaveBanner();

  const submit = (values: BannerFormValues) =>
    save.mutate(
      {
        bannerId: banner?._id ?? null,
        input: {
          image: values.image!,
          title: values.title.trim(),
          subtitle: values.subtitle.trim() || null,
          link: values.link.trim() || null,
          position: Number(values.position),
          isActive: values.isActive,
        },
      },
      {
        onSuccess: ({ message }) => {
          notify.success(message);
          onSaved();
        },
      },
    );

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <ImageUploadField
          label="Picture"
          description="A wide 3:1 strip, at least 1920 × 640 for sharp screens"
          kind="banner"
          ratio={3}
          withAsterisk
          value={form.values.image}
          onChange={(url) => {
            form.setFieldValue('image', url);
            form.clearFieldError('image');
          }}
          error={form.errors.image}
        />
        <TextInput
          label="Title"
          placeholder="Play with your favourite creators"
          withAsterisk
          maxLength={BannerBounds.titleMax}
          {...form.getInputProps('title')}
        />
        <TextInput
          label="Subtitle"
          placeholder="Optional"
          maxLength={BannerBounds.subtitleMax}
          {...form.getInputProps('subtitle')}
        />
        <TextInput
          label="Link"
          placeholder="/browse or https://…"
          maxLength={BannerBounds.linkMax}
          {...form.getInputProps('link')}
        />
        <SimpleGrid cols={2} spacing="md">
          <NumberInput
            label="Position"
            description="Lower comes first"
            min={0}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('position')}
          />
          <Switch
            label="Active"
            description="Shown on the landing page"
            mt={28}
            {...form.getInputProps('isActive', { type: 'checkbox' })}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {banner ? 'Save changes' : 'Add banner'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
