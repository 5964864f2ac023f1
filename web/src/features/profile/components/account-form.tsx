import type { ProfilePatch, UserDto } from '@lobby/contracts';
import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SectionCard } from '../../../components/section-card';
import { notify } from '../../../lib/notify';
import { useUpdateUser } from '../api/update-user';
import { useFollowSavedValues } from '../../../hooks/use-follow-saved-values';
import { validFullName } from '../../../lib/account-rules';
import { validUsername } from '../utils/profile-rules';

/** Full name and username; only what changed is sent. */
export function AccountForm({ user }: { user: UserDto }) {
  const updateUser = useUpdateUser();
  const form = useForm({
    initialValues: { fullName: user.fullName, username: user.username },
    validate: { fullName: validFullName, username: validUsername },
  });
  useFollowSavedValues(form, { fullName: user.fullName, username: user.username });

  const submit = form.onSubmit((values) => {
    const fullName = values.fullName.trim();
    const username = values.username.trim();
    const patch: ProfilePatch = {};
    if (fullName !== user.fullName) patch.fullName = fullName;
    if (username !== user.username) patch.username = username;
    updateUser.mutate(patch, {
      onSuccess: ({ message, user: saved }) => {
        notify.success(message);
        form.setInitialValues({ fullName: saved.fullName, username: saved.username });
        form.setValues({ fullName: saved.fullName, username: saved.username });
      },
    });
  });

  return (
    <SectionCard title="Account" description="Your name and the username fans find you by.">
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="Full name" autoComplete="name" {...form.getInputProps('fullName')} />
          <TextInput
            label="Username"
            autoComplete="username"
            leftSection="@"
            {...form.getInputProps('username')}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={updateUser.isPending} disabled={!form.isDirty()}>
            Save changes
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}
