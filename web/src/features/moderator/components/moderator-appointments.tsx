import { type ModeratorPersonDto, ModeratorText } from '@lobby/contracts';
import { Avatar, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SectionCard } from '../../../components/section-card';
import { validAccountIdentifier } from '../../../lib/account-rules';
import { confirmDanger } from '../../../lib/confirm-danger';
import { notify } from '../../../lib/notify';
import {
  myModeratorInvitationsQueryOptions,
  streamerModeratorsQueryOptions,
  useModeratorInvitationActions,
  useStreamerModeratorActions,
} from '../api/moderator-appointments';
import { moderatorDetailsQueryOptions } from '../api/get-moderator-details';

/** One person on a row: picture, name and @username, with the row's actions on the right. */
function PersonRow({ person, children }: { person: ModeratorPersonDto; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="wrap" gap="sm" data-testid="moderator-row">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Avatar src={person.images.url} alt="" radius="xl" />
        <div style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {person.fullName}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            @{person.username}
          </Text>
        </div>
      </Group>
      <Group gap="xs">{children}</Group>
    </Group>
  );
}

/** The streamer's moderators: invite by email or username, see who moderates and who was invited, remove. */
export function StreamerModeratorsCard() {
  const { data, isPending } = useQuery(streamerModeratorsQueryOptions());
  const { invite, cancel, remove } = useStreamerModeratorActions();
  const form = useForm({
    initialValues: { identifier: '' },
    validate: { identifier: validAccountIdentifier },
  });
  const submit = form.onSubmit(({ identifier }) =>
    invite.mutate(identifier.trim(), {
      onSuccess: ({ message }) => {
        notify.success(message);
        form.reset();
      },
    }),
  );

  return (
    <SectionCard
      title="Moderators"
      description="Moderators go live, run your queue and edit your profile for you. Invite a fan by email or username; they become a moderator once they accept."
    >
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Email or username"
            placeholder="fan@example.com or fan_name"
            style={{ flex: '1 1 16rem' }}
            {...form.getInputProps('identifier')}
          />
          <Button type="submit" loading={invite.isPending}>
            Send invitation
          </Button>
        </Group>
      </form>
      {isPending ? (
        <Loader size="sm" />
      ) : (
        <Stack gap="md">
          <Text fw={600}>Your moderators</Text>
          {data?.moderators.length ? (
            data.moderators.map(({ moderator }) => (
              <PersonRow key={moderator._id} person={moderator}>
                <Button
                  variant="light"
                  color="red"
                  size="xs"
                  onClick={() =>
                    confirmDanger({
                      title: 'Remove moderator',
                      message: `${moderator.fullName} will no longer be able to act for you.`,
                      confirm: 'Remove moderator',
                      onConfirm: () =>
                        remove.mutate(moderator._id, { onSuccess: ({ message }) => notify.success(message) }),
                    })
                  }
                >
                  Remove
                </Button>
              </PersonRow>
            ))
          ) : (
            <Text size="sm" c="dimmed">
              No moderators yet.
            </Text>
          )}
          {data && data.invitations.length > 0 && (
            <>
              <Text fw={600}>Waiting for an answer</Text>
              {data.invitations.map((invitation) => (
                <PersonRow key={invitation._id} person={invitation.invitee}>
                  <Button
                    variant="default"
                    size="xs"
                    loading={cancel.isPending && cancel.variables === invitation._id}
                    onClick={() =>
                      cancel.mutate(invitation._id, { onSuccess: ({ message }) => notify.success(message) })
                    }
                  >
                    Cancel invitation
                  </Button>
                </PersonRow>
              ))}
            </>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}

/** A fan's or moderator's side: invitations to answer, and the streamers they moderate for (to leave one). */
export function ModerationInvitationsCard() {
  const invitations = useQuery(myModeratorInvitationsQueryOptions());
  const managed = useQuery(moderatorDetailsQueryOptions());
  const { accept, decline, leave } = useModeratorInvitationActions();
  const answered = ({ message }: { message: string }) => notify.success(message);

  return (
    <Stack gap="lg">
      <SectionCard title="Moderator invitations" description="Streamers who asked you to moderate for them.">
        {invitations.data?.invitations.length ? (
          invitations.data.invitations.map((invitation) => (
            <PersonRow key={invitation._id} person={invitation.streamer}>
              <Button size="xs" onClick={() => accept.mutate(invitation._id, { onSuccess: answered })}>
                Accept
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => decline.mutate(invitation._id, { onSuccess: answered })}
              >
                Decline
              </Button>
            </PersonRow>
          ))
        ) : (
          <Text size="sm" c="dimmed">
            {invitations.isPending ? 'Loading…' : 'No invitations right now.'}
          </Text>
        )}
      </SectionCard>
      <SectionCard title="Streamers you manage">
        {managed.data?.streamers.length ? (
          managed.data.streamers.map(({ streamerId: streamer }) => (
            <PersonRow key={streamer._id} person={streamer}>
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() =>
                  confirmDanger({
                    title: 'Stop moderating',
                    message: `You will no longer be able to act for ${streamer.fullName}.`,
                    confirm: 'Stop moderating',
                    onConfirm: () =>
                      leave.mutate(streamer._id, { onSuccess: () => notify.success(ModeratorText.left) }),
                  })
                }
              >
                Leave
              </Button>
            </PersonRow>
          ))
        ) : (
          <Text size="sm" c="dimmed">
            {managed.isPending ? 'Loading…' : 'You do not moderate for anyone.'}
          </Text>
        )}
      </SectionCard>
    </Stack>
  );
}
