import { PlatformNames, ProfileLimits, SuccessText, type GamerTag } from '@lobby/contracts';
import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SectionCard } from '../../../components/section-card';
import { notify } from '../../../lib/notify';
import { useUpdateGamerTags } from '../api/update-gamer-tags';
import { useFollowSavedValues } from '../../../hooks/use-follow-saved-values';
import { platformIcon } from '../../../components/catalog/platform-icon';

type TagValues = Record<string, string>;

const valuesFrom = (gamerTags: GamerTag[]): TagValues =>
  Object.fromEntries(
    PlatformNames.map((platform) => [
      platform,
      gamerTags.find((tag) => tag.platform === platform)?.gamerTag ?? '',
    ]),
  );

/** One gamer tag per platform; saving sends the whole list, an empty box removes that platform's tag. */
export function GamerTagsForm({ gamerTags }: { gamerTags: GamerTag[] }) {
  const updateGamerTags = useUpdateGamerTags();
  const form = useForm<TagValues>({ initialValues: valuesFrom(gamerTags) });
  useFollowSavedValues(form, valuesFrom(gamerTags));

  const submit = form.onSubmit((values) => {
    // Tags of platforms this form does not list are kept as they are.
    const others = gamerTags
      .filter((tag) => !(PlatformNames as readonly string[]).includes(tag.platform))
      .map(({ platform, gamerTag }) => ({ platform, gamerTag }));
    const listed = PlatformNames.map((platform) => ({ platform, gamerTag: values[platform].trim() }));
    updateGamerTags.mutate([...listed, ...others], {
      onSuccess: ({ user }) => {
        notify.success(SuccessText.gamerTagsUpdated);
        form.setInitialValues(valuesFrom(user.gamerTags));
        form.setValues(valuesFrom(user.gamerTags));
      },
    });
  });

  return (
    <SectionCard
      title="Gamer tags"
      description="The name you play under on each platform, so creators can invite you."
    >
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {PlatformNames.map((platform) => {
            const PlatformIcon = platformIcon(platform);
            return (
              <TextInput
                key={platform}
                label={platform}
                placeholder="Not set"
                maxLength={ProfileLimits.gamerTagMax}
                leftSection={<PlatformIcon size={18} stroke={1.6} />}
                {...form.getInputProps(platform)}
              />
            );
          })}
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={updateGamerTags.isPending} disabled={!form.isDirty()}>
            Save gamer tags
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}
