import type { LiveSessionDto, PublicQueueDto } from '@lobby/contracts';
import { Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ListError } from '../../../components/catalog/list-status';
import { liveSessionPath } from '../../../lib/live-paths';
import { trackIntent } from '../../../lib/track-click';
import { useSendToSignIn } from '../../../lib/sign-in-path';
import { useCurrentUserFromStore } from '../../../stores/auth-store';
import { useMyLobbyCode, useMyPlace } from '../api/get-my-place';
import { JoinRegularButton, JoinVipButton } from './join-buttons';
import { JoinQueueForm } from './join-queue-form';
import { MyQueuePlace } from './my-queue-place';
import { VipPrice } from './vip-price';

interface JoinQueueCardProps {
  session: LiveSessionDto;
  queue: PublicQueueDto | undefined;
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby="join-queue-title" withBorder radius="lg" p="lg" bg="dark.6">
      <Stack gap="md">
        <Title id="join-queue-title" order={2} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** Visitors see what joining takes; both buttons go to the login page and come back here. */
function VisitorJoin({ session }: { session: LiveSessionDto }) {
  const toLogin = useSendToSignIn();
  return (
    <Stack gap="sm">
      <JoinVipButton
        onClick={() => {
          trackIntent('vip', session._id, session._influencer_id);
          toLogin();
        }}
      />
      <JoinRegularButton onClick={toLogin} />
      <Text size="xs" c="dimmed" ta="center">
        You will be asked to log in first.
      </Text>
    </Stack>
  );
}

/**
 * The live page's side card: the VIP price, then joining (visitors are sent to log in), the fan's own place,
 * or for the streamer (and their moderators) the way to the session's management page.
 */
export function JoinQueueCard({ session, queue }: JoinQueueCardProps) {
  const user = useCurrentUserFromStore();
  const isOwner = user?._id === session._influencer_id;
  const moderates = user?.role === 'moderator' && user.modStreamers.includes(session._influencer_id);

  if (isOwner || moderates)
    return (
      <Frame title="Your live session">
        <VipPrice session={session} />
        <Text size="sm" c="dimmed">
          This is how fans see your live page. Call fans and share the lobby code from your session page.
        </Text>
        <Button
          component={Link}
          to={liveSessionPath(
            session._id,
            moderates ? `?${new URLSearchParams({ streamerId: session._influencer_id })}` : '',
          )}
          size="md"
          radius="xl"
          leftSection={<IconAdjustments size={18} />}
        >
          Manage queue
        </Button>
      </Frame>
    );

  if (!user)
    return (
      <Frame title="Join the queue">
        <VipPrice session={session} />
        {queue && !queue.open ? <Text c="dimmed">The queue is closed.</Text> : <VisitorJoin session={session} />}
      </Frame>
    );
  return <FanJoin session={session} queue={queue} userId={user._id} />;
}

/** The signed-in fan: their place if they have one (the VIP price only while it still matters), else joining. */
function FanJoin({ session, queue, userId }: JoinQueueCardProps & { userId: string }) {
  const place = useMyPlace(session._id, userId);
  const entry = place.data?.entry ?? null;
  const lobby = useMyLobbyCode(session._id, userId, entry !== null);

  let body: ReactNode;
  if (place.isPending) body = <Skeleton height={220} radius="md" />;
  else if (place.isError) body = <ListError error={place.error} onRetry={() => place.refetch()} />;
  else if (entry) body = <MyQueuePlace entry={entry} lobby={lobby.data} />;
  else if (queue && !queue.open) body = <Text c="dimmed">The queue is closed.</Text>;
  else body = <JoinQueueForm session={session} />;

  const inLine = entry !== null && entry.status !== 'held';
  return (
    <Frame title={inLine ? 'Your place in the queue' : 'Join the queue'}>
      {!inLine && <VipPrice session={session} />}
      {body}
    </Frame>
  );
}
