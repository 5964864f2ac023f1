import { Badge, Button, Flex, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SectionCard } from '../../../components/section-card';
import { notify } from '../../../lib/notify';
import { useSiteAccess } from '../api/get-site-access';
import { useSetSitePassword } from '../api/set-site-password';
import { confirmDanger } from '../../../lib/confirm-danger';

/** Staff: turn the website password on (or change it) and off. */
export function SitePasswordAdminCard() {
  const { data: status } = useSiteAccess();
  const setPassword = useSetSitePassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '' },
    validate: { password: (value) => (value ? null : 'Enter a password') },
  });
  const enabled = status?.enabled ?? false;

  const save = form.onSubmit(({ password }) =>
    setPassword.mutate(password, {
      onSuccess: ({ message }) => {
        notify.success(message);
        form.reset();
      },
    }),
  );

  const remove = () => {
    confirmDanger({
      title: 'Remove the website password?',
      message: 'Everyone will be able to open the website without a password.',
      confirm: 'Remove password',
      onConfirm: () => setPassword.mutate(null, { onSuccess: ({ message }) => notify.success(message) }),
    });
  };

  return (
    <SectionCard
      title="Website access password"
      description="While a password is set, every visitor must enter it before any page opens. Changing it asks everyone again."
      aside={
        status && (
          <Badge color={enabled ? 'teal' : 'gray'} variant="light" size="lg">
            {enabled ? 'On' : 'Off'}
          </Badge>
        )
      }
    >
      <form onSubmit={save} noValidate>
        <Stack gap="md">
          <PasswordInput
            label={enabled ? 'New website password' : 'Website password'}
            autoComplete="new-password"
            visibilityToggleButtonProps={{ 'aria-label': 'Show or hide characters' }}
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
            {enabled && (
              <Button variant="light" color="red" onClick={remove} disabled={setPassword.isPending}>
                Remove password
              </Button>
            )}
            <Button type="submit" loading={setPassword.isPending}>
              {enabled ? 'Change password' : 'Set password'}
            </Button>
          </Flex>
        </Stack>
      </form>
    </SectionCard>
  );
}
