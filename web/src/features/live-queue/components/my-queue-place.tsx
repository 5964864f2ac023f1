import type { LiveLobbyCodeDto, PaymentGatewayName, QueueEntryDto } from '@lobby/contracts';
import { Alert, Box, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconClockHour4, IconDeviceGamepad2, IconHourglassHigh, IconPlayerPlay } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { LobbyCode } from '../../../components/orders/lobby-code';
import { useJoinVip, useLeaveRegular } from '../api/join-queue';
import { ordinal } from '../utils/queue-labels';
import {
  PaymentMethodField,
  useChosenPaymentMethod,
} from '../../../components/checkout/payment-method-field';
import { QueueKindBadge } from './queue-badges';

interface MyQueuePlaceProps {
  entry: QueueEntryDto;
  /** The fan's lobby code details (the code only while they are called or in game). */
  lobby: LiveLobbyCodeDto | undefined;
}

function GamerTagLine({ entry }: { entry: QueueEntryDto }) {
  if (!entry.gamerTag) return null;
  return (
    <Text size="sm" c="dimmed">
      Gamer tag{' '}
      <Text span ff="monospace" fw={700} c="white">
        {entry.gamerTag}
      </Text>
    </Text>
  );
}

/** The code once the streamer shared it, else the promise of it. */
function LobbyCodeArea({ code }: { code: string | null }) {
  if (code)
    return (
      <Box component="section" aria-label="Lobby code">
        <LobbyCode code={code} />
      </Box>
    );
  return (
    <Group gap="xs" wrap="nowrap">
      <IconHourglassHigh size={16} color="var(--mantine-color-dimmed)" style={{ flexShrink: 0 }} />
      <Text size="sm" c="dimmed">
        The streamer will share the lobby code here in a moment.
      </Text>
    </Group>
  );
}

/** A VIP place held for payment: pay for it (again) before the hold runs out. */
function HeldPlace({ entry }: { entry: QueueEntryDto }) {
  const [picked, setPicked] = useState<PaymentGatewayName | null>(null);
  const provider = useChosenPaymentMethod(picked);
  const joinVip = useJoinVip(entry._live_session_id);
  return (
    <Stack gap="sm">
      <Alert
        color="yellow"
        variant="light"
        icon={<IconClockHour4 size={18} />}
        title="Your VIP place is held"
      >
        Finish paying to join the VIP queue
        {entry.expiresAt ? ` — the hold ends at ${dayjs(entry.expiresAt).format('HH:mm')}` : ''}.
      </Alert>
      <PaymentMethodField value={provider} onChange={setPicked} />
      <Button
        radius="xl"
        color="yellow"
        c="dark.9"
        disabled={!provider}
        loading={joinVip.isPending || joinVip.isSuccess}
        onClick={() =>
          provider &&
          joinVip.mutate({
            liveSessionId: entry._live_session_id,
            provider,
            heldEntryId: entry._id,
            promoCode: entry.promoCode ?? undefined,
          })
        }
        fullWidth
      >
        Complete VIP payment
      </Button>
    </Stack>
  );
}

/** Where the fan stands: held for payment, waiting (with their live position), called, or in game. */
export function MyQueuePlace({ entry, lobby }: MyQueuePlaceProps) {
  const leave = useLeaveRegular(entry._live_session_id);
  const status = lobby?.entryId === entry._id && lobby.status ? lobby.status : entry.status;

  if (status === 'held') return <HeldPlace entry={entry} />;

  if (status === 'playing_next' || status === 'in_game') {
    const playingNext = status === 'playing_next';
    return (
      <Stack gap="sm" aria-live="polite">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="xl" color={playingNext ? 'violet' : 'teal'} variant="light">
            {playingNext ? <IconPlayerPlay size={22} /> : <IconDeviceGamepad2 size={22} />}
          </ThemeIcon>
          <Stack gap={0}>
            <Text fw={800} fz="lg">
              {playingNext ? 'You’re playing next!' : 'You’re in game'}
            </Text>
            <Text size="sm" c="dimmed">
              {playingNext ? 'Join the lobby with the code below.' : 'Have fun!'}
            </Text>
          </Stack>
        </Group>
        <LobbyCodeArea code={lobby?.lobbyCode ?? entry.lobbyCode} />
        <GamerTagLine entry={entry} />
      </Stack>
    );
  }

  return (
    <Stack gap="sm" aria-live="polite">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={0}>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
            Your place
          </Text>
          <Text fz={34} fw={900} lh={1.1} aria-label={`Your position: ${entry.position ?? 'waiting'}`}>
            {entry.position !== null ? ordinal(entry.position) : '—'}
          </Text>
          <Text size="sm" c="dimmed">
            in line · you’ll get the lobby code when you’re called
          </Text>
        </Stack>
        <QueueKindBadge kind={entry.kind} size="lg" style={{ flexShrink: 0 }} />
      </Group>
      <GamerTagLine entry={entry} />
      {entry.kind === 'regular' ? (
        <Button
          variant="default"
          color="red"
          radius="xl"
          loading={leave.isPending}
          // No toast here: the hook shows it, since leaving takes this place off the page before the call settles.
          onClick={() => leave.mutate(entry._id)}
          fullWidth
        >
          Leave queue
        </Button>
      ) : (
        <Text size="xs" c="dimmed">
          Your VIP place is paid. If the session ends before you play, it is refunded to your wallet.
        </Text>
      )}
    </Stack>
  );
}
