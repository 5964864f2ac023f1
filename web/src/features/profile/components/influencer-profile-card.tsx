import { ProfileLimits, ValidationText, type UserDto } from '@lobby/contracts';
import { Button, FileInput, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhoto } from '@tabler/icons-react';
import { ProfessionInput } from '../../../components/profession-input';
import { SectionCard } from '../../../components/section-card';
import { notify } from '../../../lib/notify';
import { useUpdateInfluencerProfile } from '../api/update-influencer-profile';
import { useFollowSavedValues } from '../../../hooks/use-follow-saved-values';
import { IMAGE_ACCEPT, imageTooLargeText, isImageTooLarge, isPngOrJpeg } from '../../../lib/image-file';
import { validFullName } from '../../../lib/account-rules';
import { maxLength } from '../utils/profile-rules';

interface Values extends Record<string, unknown> {
  fullName: string;
  profession: string;
  bio: string;
  image: File | null;
}

const initial = (user: UserDto): Values => ({
  fullName: user.fullName,
  profession: user.profession ?? '',
  bio: user.bio ?? '',
  image: null,
});

/** What fans see on a streamer's page (spec §3 "Influencer profile"). */
export function InfluencerProfileCard({ user }: { user: UserDto }) {
  const update = useUpdateInfluencerProfile();
  const form = useForm<Values>({
    initialValues: initial(user),
    validate: {
      fullName: validFullName,
      profession: maxLength(ProfileLimits.professionMax, 'Profession'),
      bio: maxLength(ProfileLimits.bioMax, 'Bio'),
    },
  });
  useFollowSavedValues(form, initial(user));

  const submit = form.onSubmit(async (values) => {
    if (values.image) {
      if (!(await isPngOrJpeg(values.image))) {
        form.setFieldError('image', ValidationText.invalidImage);
        return;
      }
      if (isImageTooLarge(values.image)) {
        form.setFieldError('image', imageTooLargeText);
        return;
      }
    }
    update.mutate(
      {
        fullName: values.fullName.trim(),
        profession: values.profession.trim(),
        bio: values.bio.trim(),
        image: values.image,
      },
      {
        onSuccess: ({ message, user: saved }) => {
          notify.success(message);
          form.setInitialValues(initial(saved));
          form.setValues(initial(saved));
        },
      },
    );
  });

  return (
    <SectionCard title="Creator profile" description="Shown to fans on your star page.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Display name" {...form.getInputProps('fullName')} />
            <ProfessionInput {...form.getInputProps('profession')} />
          </SimpleGrid>
          <Textarea
            label="Creator bio"
            autosize
            minRows={3}
            maxRows={8}
            maxLength={ProfileLimits.bioMax}
            {...form.getInputProps('bio')}
          />
          <FileInput
            label="Creator image"
            placeholder="Keep the current image"
            accept={IMAGE_ACCEPT}
            clearable
            leftSection={<IconPhoto size={16} />}
            {...form.getInputProps('image')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
              Save creator profile
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
