import { ProfileLimits, SuccessText } from '@lobby/contracts';
import { Button, Group, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SectionCard } from '../../../components/section-card';
import { notify } from '../../../lib/notify';
import { useUpdateBio } from '../api/update-bio';
import { useFollowSavedValues } from '../../../hooks/use-follow-saved-values';
import { maxLength } from '../utils/profile-rules';

export function BioForm({ bio }: { bio: string | null }) {
  const updateBio = useUpdateBio();
  const form = useForm({
    initialValues: { bio: bio ?? '' },
    validate: { bio: maxLength(ProfileLimits.bioMax, 'Bio') },
  });
  useFollowSavedValues(form, { bio: bio ?? '' });
  const length = form.values.bio.length;

  const submit = form.onSubmit((values) => {
    const text = values.bio.trim();
    updateBio.mutate(text, {
      onSuccess: () => {
        notify.success(SuccessText.bioUpdated);
        form.setInitialValues({ bio: text });
        form.setValues({ bio: text });
      },
    });
  });

  return (
    <SectionCard title="Bio" description="A few words about you and the games you play.">
      <form onSubmit={submit} noValidate>
        <Textarea
          label="Bio"
          placeholder="Ranked grinder, casual builder, always up for a squad."
          autosize
          minRows={3}
          maxRows={8}
          maxLength={ProfileLimits.bioMax}
          {...form.getInputProps('bio')}
        />
        <Group justify="space-between" mt="md">
          <Text size="xs" c="dimmed">
            {length}/{ProfileLimits.bioMax}
          </Text>
          <Button type="submit" loading={updateBio.isPending} disabled={!form.isDirty()}>
            Save bio
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}
