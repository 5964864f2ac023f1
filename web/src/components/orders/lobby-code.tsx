import type { OrderDto } from '@lobby/contracts';
import { Button, CopyButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconHourglassHigh } from '@tabler/icons-react';

/** The lobby code the streamer shared, large enough to read out, with a copy button. */
export function LobbyCode({ code }: { code: string }) {
  return (
    <Paper
      radius="md"
      p="sm"
      bg="rgba(132, 94, 247, 0.12)"
      style={{ border: '1px solid var(--mantine-color-violet-7)' }}
    >
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Stack gap={0} miw={0}>
          <Text size="xs" tt="uppercase" fw={700} c="violet.3" lts={0.5}>
            Lobby code
          </Text>
          <Text ff="monospace" fw={700} fz="xl" style={{ overflowWrap: 'anywhere' }}>
            {code}
          </Text>
        </Stack>
        <CopyButton value={code} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant={copied ? 'filled' : 'light'}
              color={copied ? 'teal' : 'violet'}
              leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              onClick={copy}
              style={{ flexShrink: 0 }}
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Paper>
  );
}

/** Said on a paid session that has no lobby code yet. */
export function LobbyCodePending() {
  return (
    <Group gap="xs" wrap="nowrap">
      <IconHourglassHigh size={16} color="var(--mantine-color-dimmed)" style={{ flexShrink: 0 }} />
      <Text size="sm" c="dimmed">
        The streamer will share the lobby code here before the session
      </Text>
    </Group>
  );
}

/**
 * A paid booking's lobby code once shared; before that, while the session is still ahead, the promise of one. A
 * VIP place has none here: its live session's queue page shows the code when the fan is called.
 */
export function OrderLobbyCode({ order }: { order: OrderDto }) {
  if (order.kind === 'vip') return null;
  if (order.status !== 'paid' && order.status !== 'completed') return null;
  if (order.lobbyCode) return <LobbyCode code={order.lobbyCode} />;
  if (order.status === 'paid' && Date.parse(order.endTime) > Date.now()) return <LobbyCodePending />;
  return null;
}
