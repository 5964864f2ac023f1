import {
  AccountFieldText,
  AuthLimits,
  AuthText,
  baseCurrencyForCountry,
  ErrorText,
  USERNAME_PATTERN,
  type AdminStarDetailDto,
} from '@lobby/contracts';
import { Alert, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMail } from '@tabler/icons-react';
import { errorText } from '../../../lib/query-client';
import { countryOptions } from '../../../lib/countries';
import { notify } from '../../../lib/notify';
import { validFullName } from '../../../lib/account-rules';
import { useRegisterStar } from '../api/stars';

interface StarFormValues {
  fullName: string;
  username: string;
  email: string;
  country: string | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * /admin/add-influencer/: the star's name, username, email and country. The account has no password: the star
 * is mailed a link to /streamer-password-setup/{email} to choose one.
 */
export function AddStarForm({
  prefill = {},
  onAdded,
  onCancel,
}: {
  /** Fields known already (a creator application staff approved). */
  prefill?: Partial<StarFormValues>;
  onAdded: (star: AdminStarDetailDto) => void;
  onCancel: () => void;
}) {
  const form = useForm<StarFormValues>({
    initialValues: { fullName: '', username: '', email: '', country: null, ...prefill },
    validate: {
      fullName: validFullName,
      username: (value) => (USERNAME_PATTERN.test(value.trim()) ? null : AccountFieldText.username),
      email: (value) => (EMAIL.test(value.trim()) ? null : AccountFieldText.invalidEmail),
      country: (value) => (value ? null : AuthText.countryInvalid),
    },
  });
  const register = useRegisterStar();
  const failure = register.error ? errorText(register.error, ErrorText.failedToRegisterInfluencer) : null;

  const submit = (values: StarFormValues) =>
    register.mutate(
      {
        fullName: values.fullName.trim(),
        username: values.username.trim(),
        email: values.email.trim(),
        country: values.country!,
      },
      {
        onSuccess: ({ star }) => {
          notify.success(`${star.fullName} is registered. We mailed ${star.email} a link to set a password.`);
          onAdded(star);
        },
      },
    );

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" title={ErrorText.failedToRegisterInfluencer}>
            {failure !== ErrorText.failedToRegisterInfluencer ? failure : 'Please try again.'}
          </Alert>
        )}
        <TextInput
          label="Full name"
          withAsterisk
          maxLength={100}
          data-autofocus
          {...form.getInputProps('fullName')}
        />
        <TextInput
          label="Username"
          description="3 to 30 letters, digits, dots or underscores; their page is /stars/{username}"
          withAsterisk
          maxLength={30}
          {...form.getInputProps('username')}
        />
        <TextInput label="Email" type="email" withAsterisk maxLength={254} {...form.getInputProps('email')} />
        <Select
          label="Country"
          placeholder="Search countries"
          data={countryOptions()}
          searchable
          withAsterisk
          nothingFoundMessage="No country found"
          {...form.getInputProps('country')}
        />
        {form.values.country && (
          <Text size="sm" c="dimmed">
            Their gigs are priced in {baseCurrencyForCountry(form.values.country)}.
          </Text>
        )}
        <Alert color="violet" variant="light" icon={<IconMail size={18} />}>
          The star gets an email with a link to choose their password (valid for{' '}
          {AuthLimits.streamerPasswordSetupTtlHours} hours).
        </Alert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={register.isPending}>
            Register star
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
