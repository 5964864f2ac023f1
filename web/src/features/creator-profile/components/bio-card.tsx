import { ErrorText, ProfileLimits, SuccessText } from '@lobby/contracts';
import { Button, Group, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { SectionCard } from '../../../components/section-card';
import { notify } from '../../../lib/notify';
import { useUpdateCreatorProfile } from '../api/creator-profile';
import { maxLength } from '../utils/creator-profile-rules';

/** The creator's bio, plain text as the profile stores it ('Bio updated successfully'). */
export function BioCard({ bio, query }: { bio: string; query: string }) {
  const update = useUpdateCreatorProfile(query, ErrorText.errorCreatingBio);
  const form = useForm({
    initialValues: { bio },
    validate: { bio: maxLength(ProfileLimits.bioMax, 'Bio') },
  });
  useEffect(() => {
    if (form.isDirty()) return;
    form.setInitialValues({ bio });
    form.setValues({ bio });
    // Only a change in the saved bio matters.
  }, [bio]);

  const submit = form.onSubmit((values) => {
    const text = values.bio.trim();
    update.mutate(
      { bio: text },
      {
        onSuccess: () => {
          notify.success(SuccessText.bioUpdated);
          form.setInitialValues({ bio: text });
          form.setValues({ bio: text });
        },
      },
    );
  });

  return (
    <SectionCard
      title="Bio"
      description="A few lines about you, your games and what a session with you is like."
    >
      <form onSubmit={submit} noValidate aria-label="Bio">
        <Textarea
          label="Bio"
          placeholder="Radiant duelist, chill coach, always up for a squad."
          autosize
          minRows={4}
          maxRows={10}
          maxLength={ProfileLimits.bioMax}
          {...form.getInputProps('bio')}
        />
        <Group justify="space-between" mt="md">
          <Text size="xs" c="dimmed" aria-live="polite">
            {form.values.bio.length}/{ProfileLimits.bioMax}
          </Text>
          <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
            Save bio
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}
