import { Skeleton, Stack, Switch, Text } from '@mantine/core';
import { ListError } from '../../../components/catalog/list-status';
import { SectionCard } from '../../../components/section-card';
import { notify } from '../../../lib/notify';
import { useEmailPreferences, useSetEmailPreferences } from '../api/email-preferences';

/** Which emails the user gets: marketing can be turned off here (as by its unsubscribe link); the rest can't. */
export function EmailPreferencesCard() {
  const preferences = useEmailPreferences();
  const save = useSetEmailPreferences();

  return (
    <SectionCard title="Email" description="Choose which emails Lobby sends you.">
      {preferences.isError ? (
        <ListError error={preferences.error} onRetry={() => void preferences.refetch()} />
      ) : !preferences.data ? (
        <Skeleton height={60} radius="md" />
      ) : (
        <Stack gap="sm">
          <Switch
            size="md"
            label="New slots from creators I follow"
            description="Mail when a favourite creator opens new slots to book."
            checked={preferences.data.marketing}
            onChange={(event) =>
              save.mutate(
                { marketing: event.currentTarget.checked },
                { onSuccess: () => notify.success('Email preferences saved') },
              )
            }
          />
          <Text size="xs" c="dimmed">
            Booking confirmations, reminders, refunds and account emails are always sent.
          </Text>
        </Stack>
      )}
    </SectionCard>
  );
}
