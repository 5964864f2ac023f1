import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatLongDay, formatTime } from '../../../lib/viewer-time';
import { notify } from '../../../lib/notify';
import { useObsSessions, useRevokeObsSession } from '../api/obs-sessions';

/**
 * The OBS docks and overlays signed in with a code, each until the end of its day-long sign-in, with a way to
 * sign one out at once (a lost code, a shared PC).
 */
export function ObsSessionsCard({ query }: { query: string }) {
  const sessions = useObsSessions(query);
  const revoke = useRevokeObsSession(query);
  const list = sessions.data?.sessions ?? [];

  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        Signed-in OBS docks
      </Text>
      {list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {sessions.isPending ? 'Loading…' : 'No OBS dock is signed in.'}
        </Text>
      ) : (
        list.map((session) => (
          <Paper key={session.id} withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0}>
                <Text size="sm">
                  Signed in {formatLongDay(session.signedInAt)}, {formatTime(session.signedInAt)}
                </Text>
                <Text size="xs" c="dimmed">
                  Ends {formatLongDay(session.expiresAt)}, {formatTime(session.expiresAt)}
                </Text>
              </Stack>
              <Button
                color="red"
                variant="light"
                size="xs"
                loading={revoke.isPending && revoke.variables === session.id}
                onClick={() =>
                  revoke.mutate(session.id, { onSuccess: ({ message }) => notify.success(message) })
                }
              >
                Revoke
              </Button>
            </Group>
          </Paper>
        ))
      )}
    </Stack>
  );
}
