import {
  AccountFieldText,
  AuthText,
  ProfileLimits,
  USERNAME_PATTERN,
  type AdminStarDetailDto,
} from '@lobby/contracts';
import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { validFullName } from '../../../lib/account-rules';
import { countryOptions } from '../../../lib/countries';
import { notify } from '../../../lib/notify';
import { useUpdateStar } from '../api/stars';

interface EditValues {
  fullName: string;
  username: string;
  bio: string;
  profession: string;
  country: string | null;
}

/** Staff edit the star's public profile: name, username, bio, profession and country (which sets the currency). */
export function StarEditForm({ star }: { star: AdminStarDetailDto }) {
  const initial: EditValues = {
    fullName: star.fullName,
    username: star.username,
    bio: star.bio ?? '',
    profession: star.profession ?? '',
    country: star.billingCountry,
  };
  const form = useForm<EditValues>({
    initialValues: initial,
    validate: {
      fullName: validFullName,
      username: (value) => (USERNAME_PATTERN.test(value.trim()) ? null : AccountFieldText.username),
      bio: (value) => (value.length <= ProfileLimits.bioMax ? null : AccountFieldText.bioTooLong),
      profession: (value) =>
        value.length <= ProfileLimits.professionMax ? null : AccountFieldText.professionTooLong,
      country: (value) => (value ? null : AuthText.countryInvalid),
    },
  });
  const update = useUpdateStar();

  const submit = (values: EditValues) => {
    const changed = Object.fromEntries(
      (Object.keys(values) as (keyof EditValues)[])
        .filter((field) => (values[field] ?? '').trim() !== (initial[field] ?? '').trim())
        .map((field) => [field, (values[field] ?? '').trim()]),
    );
    if (Object.keys(changed).length === 0) {
      notify.info('Nothing changed');
      return;
    }
    update.mutate(
      { id: star._id, input: changed },
      {
        onSuccess: ({ message, star: saved }) => {
          notify.success(message);
          form.setInitialValues({
            fullName: saved.fullName,
            username: saved.username,
            bio: saved.bio ?? '',
            profession: saved.profession ?? '',
            country: saved.billingCountry,
          });
        },
      },
    );
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Full name" withAsterisk maxLength={100} {...form.getInputProps('fullName')} />
          <TextInput label="Username" withAsterisk maxLength={30} {...form.getInputProps('username')} />
          <TextInput
            label="Profession"
            maxLength={ProfileLimits.professionMax}
            {...form.getInputProps('profession')}
          />
          <Select
            label="Country"
            data={countryOptions()}
            searchable
            allowDeselect={false}
            nothingFoundMessage="No country found"
            {...form.getInputProps('country')}
          />
        </SimpleGrid>
        <Textarea
          label="Bio"
          autosize
          minRows={3}
          maxLength={ProfileLimits.bioMax}
          {...form.getInputProps('bio')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
