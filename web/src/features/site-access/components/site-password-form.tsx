import { ErrorText } from '@lobby/contracts';
import { PasswordInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { CardForm } from '../../../components/card-form';
import { CardPage } from '../../../components/card-page';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useValidateSitePassword } from '../api/validate-site-password';

/** The website password: a wrong one shows the server's text under the field, a server failure a toast. */
export function SitePasswordForm({ onUnlocked }: { onUnlocked: () => void }) {
  const validate = useValidateSitePassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '' },
    validate: { password: (value) => (value ? null : 'Enter the website password') },
  });

  const submit = form.onSubmit(({ password }) =>
    validate.mutate(password, {
      onSuccess: onUnlocked,
      onError: (error) => {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500)
          form.setFieldError('password', error.message);
        else notify.error(ErrorText.websitePasswordServerError);
      },
    }),
  );

  return (
    <CardPage
      title="This site is private for now"
      subtitle="Enter the website password to continue. You only need to do this once on this device."
    >
      <CardForm onSubmit={submit} submitLabel="Enter" submitting={validate.isPending}>
        <PasswordInput
          label="Website password"
          autoComplete="current-password"
          autoFocus
          leftSection={<IconLock size={16} />}
          visibilityToggleButtonProps={{ 'aria-label': 'Show or hide characters' }}
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
      </CardForm>
    </CardPage>
  );
}
