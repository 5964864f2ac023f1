import { ProfileLimits, SuccessText } from '@lobby/contracts';
import { Avatar, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUpload } from '@tabler/icons-react';
import { ProfessionInput } from '../../../components/profession-input';
import { ImageFileButton } from '../../../components/image-field/image-file-button';
import { imageTooLargeText } from '../../../lib/image-file';
import { notify } from '../../../lib/notify';
import {
  useUpdateCreatorPicture,
  useUpdateCreatorProfile,
  type CreatorProfile,
} from '../api/creator-profile';
import { useFollowSavedValues } from '../../../hooks/use-follow-saved-values';
import { validFullName } from '../../../lib/account-rules';
import { changedDetails, maxLength } from '../utils/creator-profile-rules';
import { SectionCard } from '../../../components/section-card';

/** The picture (saved as soon as it is chosen), the display name and the profession. */
export function ProfileDetailsCard({ profile, query }: { profile: CreatorProfile; query: string }) {
  const picture = useUpdateCreatorPicture(query);
  const update = useUpdateCreatorProfile(query);
  const saved = { fullName: profile.fullName, profession: profile.profession };
  const form = useForm({
    initialValues: saved,
    validate: {
      fullName: validFullName,
      profession: maxLength(ProfileLimits.professionMax, 'Profession'),
    },
  });
  useFollowSavedValues(form, saved);

  const submit = form.onSubmit((values) => {
    const changes = changedDetails(saved, values);
    if (!changes) return;
    update.mutate(changes, {
      onSuccess: ({ message, user }) => {
        notify.success(message);
        const next = { fullName: user.fullName, profession: user.profession ?? '' };
        form.setInitialValues(next);
        form.setValues(next);
      },
    });
  });

  return (
    <SectionCard title="Picture and name" description="How fans see you on your star page and in search.">
      <Stack gap="lg">
        <Group gap="lg" wrap="nowrap">
          <Avatar
            src={profile.imageUrl}
            name={profile.fullName}
            color="initials"
            size={96}
            radius={96}
            alt={`${profile.fullName}'s picture`}
          />
          <Stack gap={6} miw={0}>
            <ImageFileButton
              maxBytes={ProfileLimits.profilePictureMaxBytes}
              tooLargeText={imageTooLargeText}
              onPick={(file) =>
                picture.mutate(file, { onSuccess: () => notify.success(SuccessText.profilePictureUpdated) })
              }
            >
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  size="sm"
                  leftSection={<IconUpload size={16} />}
                  loading={picture.isPending}
                >
                  Change picture
                </Button>
              )}
            </ImageFileButton>
            <Text size="xs" c="dimmed">
              PNG or JPEG, up to {ProfileLimits.profilePictureMaxBytes / (1024 * 1024)} MB.
            </Text>
          </Stack>
        </Group>
        <form onSubmit={submit} noValidate aria-label="Name and profession">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="Full name" autoComplete="name" {...form.getInputProps('fullName')} />
              <ProfessionInput {...form.getInputProps('profession')} />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
                Save name and profession
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </SectionCard>
  );
}
