import { ErrorText, routes, type ModeratorPersonDto } from '@lobby/contracts';
import { Avatar, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SectionCard } from '../../../components/section-card';
import { useMayCall } from '../../../hooks/use-may-call';
import { validAccountIdentifier } from '../../../lib/account-rules';
import { confirmDanger } from '../../../lib/confirm-danger';
import { notify } from '../../../lib/notify';
import { errorText } from '../../../lib/query-client';
import { starModeratorsQueryOptions, useStarModeratorActions } from '../api/star-moderators';

function PersonRow({ person, children }: { person: ModeratorPersonDto; children?: ReactNode }) {
  return (
    <Group justify="space-between" wrap="wrap" gap="sm" data-testid="star-moderator-row">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Avatar src={person.images.url} alt="" radius="xl" name={person.fullName} color="violet" />
        <div style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" truncate>
            {person.fullName}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            @{person.username}
          </Text>
        </div>
      </Group>
      {children}
    </Group>
  );
}

function AppointForm({ starId }: { starId: string }) {
  const { appoint } = useStarModeratorActions(starId);
  const form = useForm({
    initialValues: { identifier: '' },
    validate: { identifier: validAccountIdentifier },
  });
  const submit = form.onSubmit(({ identifier }) =>
    appoint.mutate(identifier.trim(), {
      onSuccess: ({ message }) => {
        notify.success(message);
        form.reset();
      },
      onError: (error) => form.setFieldError('identifier', errorText(error, ErrorText.unexpected)),
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Appoint a moderator">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Appoint a moderator"
          placeholder="Email or username"
          style={{ flex: '1 1 16rem' }}
          {...form.getInputProps('identifier')}
        />
        <Button type="submit" loading={appoint.isPending}>
          Appoint
        </Button>
      </Group>
    </form>
  );
}

/**
 * A star's moderators on /admin/influencer/{id}: who moderates and who was invited. Staff who may appoint see the
 * form; staff who may remove see Remove (after a confirmation). The server checks both again.
 */
export function StarModerators({ starId, username }: { starId: string; username: string }) {
  const { data, isPending, isError, error } = useQuery(starModeratorsQueryOptions(starId));
  const { dismiss } = useStarModeratorActions(starId);
  const mayAppoint = useMayCall(routes.adminModerators.appoint);
  const mayDismiss = useMayCall(routes.adminModerators.dismiss);

  return (
    <SectionCard
      title="Moderators"
      description={`People who go live, run the queue and edit the profile for @${username}. Someone appointed here is a moderator at once, with no invitation to accept.`}
    >
      {mayAppoint && <AppointForm starId={starId} />}
      {isPending ? (
        <Loader size="sm" aria-label="Loading moderators" />
      ) : isError ? (
        <Text size="sm" c="red">
          {errorText(error, ErrorText.unexpected)}
        </Text>
      ) : (
        <Stack gap="md">
          {data.moderators.length ? (
            data.moderators.map(({ moderator }) => (
              <PersonRow key={moderator._id} person={moderator}>
                {mayDismiss && (
                  <Button
                    variant="light"
                    color="red"
                    size="xs"
                    aria-label={`Remove @${moderator.username}`}
                    loading={dismiss.isPending && dismiss.variables === moderator._id}
                    onClick={() =>
                      confirmDanger({
                        title: `Remove @${moderator.username} as moderator?`,
                        message: `${moderator.fullName} can no longer act for @${username}. If they moderate for no one else, they are a fan again.`,
                        confirm: 'Remove moderator',
                        onConfirm: () =>
                          dismiss.mutate(moderator._id, {
                            onSuccess: ({ message }) => notify.success(message),
                          }),
                      })
                    }
                  >
                    Remove
                  </Button>
                )}
              </PersonRow>
            ))
          ) : (
            <Text size="sm" c="dimmed">
              No moderators.
            </Text>
          )}
          {data.invitations.length > 0 && (
            <>
              <Text fw={600} size="sm">
                Invited, waiting for an answer
              </Text>
              {data.invitations.map((invitation) => (
                <PersonRow key={invitation._id} person={invitation.invitee} />
              ))}
            </>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
