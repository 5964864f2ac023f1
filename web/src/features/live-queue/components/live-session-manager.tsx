import {
  formatMoney,
  LiveText,
  toMinorUnits,
  type LiveSessionDto,
  type QueueBoardDto,
} from '@lobby/contracts';
import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconExternalLink, IconPlayerTrackNext } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ListEmpty, ListError } from '../../../components/catalog/list-status';
import { LiveBadge } from '../../../components/catalog/live-badge';
import { useActingStreamer } from '../../../hooks/use-acting-streamer';
import { dashboardPath } from '../../../lib/live-paths';
import { notify } from '../../../lib/notify';
import { useCurrentUserFromStore } from '../../../stores/auth-store';
import { useQueueBoard } from '../api/get-queue-board';
import { useStreamerSession } from '../api/get-streamer-session';
import { useManageQueue } from '../api/manage-queue';
import { useLiveQueueUpdates, useStreamerLiveMessages } from '../hooks/use-live-queue-realtime';
import { liveStarPath } from '../utils/live-paths';
import { CopyLiveLinkButton } from './copy-live-link-button';
import { LobbyCodeForm } from './lobby-code-form';
import { QueueBoard } from './queue-board';
import { QueueCounts } from './queue-counts';
import { SessionEnded } from './session-ended';
import { StreamLinkForm } from './stream-link-form';
import { loadingRegion } from '../../../lib/loading-region';

interface LiveSessionManagerProps {
  liveSessionId: string;
  /** The OBS dock: tighter, and the way onward after the session is going live again from OBS. */
  compact?: boolean;
}

function Card({ title, children, compact }: { title: string; children: ReactNode; compact: boolean }) {
  return (
    <Paper component="section" aria-label={title} withBorder radius="lg" p={compact ? 'sm' : 'md'}>
      <Stack gap={compact ? 'xs' : 'sm'}>
        <Text size="xs" tt="uppercase" fw={800} c="dimmed" lts={0.6}>
          {title}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

function ManagerSkeleton({ compact }: { compact: boolean }) {
  return (
    <Stack gap="md" {...loadingRegion('Loading the live session')}>
      <Skeleton height={compact ? 28 : 40} width="60%" radius="md" />
      <SimpleGrid type="container" cols={{ base: 1, '700px': 3 }}>
        <Skeleton height={180} radius="lg" />
        <Skeleton height={180} radius="lg" />
        <Skeleton height={180} radius="lg" />
      </SimpleGrid>
      <Skeleton height={260} radius="lg" />
    </Stack>
  );
}

interface SessionHeadingProps {
  session: LiveSessionDto;
  /** A moderator manages someone else's session: the heading names whose. */
  forStreamer: boolean;
  compact: boolean;
}

function SessionHeading({ session, forStreamer, compact }: SessionHeadingProps) {
  const details = [session.gameName, session.gameModeName, session.platformName].filter(Boolean);
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Stack gap={6} miw={0} style={{ flex: '1 1 320px' }}>
        <Group gap="xs" wrap="nowrap">
          <LiveBadge size={compact ? 'sm' : 'md'} />
          <Text size="sm" c="dimmed" truncate>
            {forStreamer ? `Managing ${session.influencerName}'s live session` : 'Managing your live session'}
          </Text>
        </Group>
        <Title
          order={1}
          fz={compact ? 20 : { base: 24, sm: 30 }}
          lh={1.2}
          style={{ overflowWrap: 'anywhere' }}
        >
          {session.title}
        </Title>
        <Group gap={6}>
          {details.map((detail) => (
            <Badge key={detail} variant="default" radius="sm" style={{ textTransform: 'none' }}>
              {detail}
            </Badge>
          ))}
        </Group>
      </Stack>
      <Group gap="xs">
        <CopyLiveLinkButton username={session.influencerUsername} size={compact ? 'xs' : 'sm'} />
        <Button
          component={Link}
          to={liveStarPath(session.influencerUsername)}
          target="_blank"
          variant="default"
          size={compact ? 'xs' : 'sm'}
          rightSection={<IconExternalLink size={14} />}
        >
          Open live page
        </Button>
      </Group>
    </Group>
  );
}

/**
 * The streamer's (or their moderator's) control room for one live session: the queue's lists and counts,
 * 'Call next', moves between lists, the lobby code and the stream link, kept current by the session's
 * pushes. Ending the session is the header's button.
 */
export function LiveSessionManager({ liveSessionId, compact = false }: LiveSessionManagerProps) {
  const user = useCurrentUserFromStore();
  const acting = useActingStreamer();
  const isModerator = user?.role === 'moderator';
  const sessions = useStreamerSession(liveSessionId, acting.starId, acting.query);
  const board = useQueueBoard(liveSessionId, acting.starId, acting.query);
  const actions = useManageQueue({ liveSessionId, starId: acting.starId, isModerator });
  useLiveQueueUpdates(liveSessionId);
  useStreamerLiveMessages(liveSessionId);

  const { session } = sessions;
  if (session && (session.status === 'ended' || board.data?.open === false))
    return <SessionEnded title={session.title} query={acting.query} obs={compact} />;

  let body: ReactNode;
  if (!acting.starId)
    body = (
      <ListEmpty
        title="Pick a streamer first"
        description="Choose the streamer you manage from your moderator menu, then open their live session."
      />
    );
  else if (sessions.isError) body = <ListError error={sessions.error} onRetry={() => sessions.refetch()} />;
  else if (session === null)
    body = (
      <ListEmpty
        title={LiveText.sessionNotFound}
        description="It is not one of this streamer's live sessions."
      >
        <Button component={Link} to={dashboardPath(acting.query)} variant="light">
          Go to dashboard
        </Button>
      </ListEmpty>
    );
  else if (!session || board.isPending) body = <ManagerSkeleton compact={compact} />;
  else if (board.isError) body = <ListError error={board.error} onRetry={() => board.refetch()} />;
  else
    body = (
      <ManagerBody
        session={session}
        board={board.data}
        actions={actions}
        isModerator={isModerator}
        compact={compact}
      />
    );

  return (
    <Container
      size={compact ? '100%' : 'xl'}
      px={compact ? 'xs' : undefined}
      py={compact ? 'xs' : { base: 'md', sm: 'xl' }}
    >
      {body}
    </Container>
  );
}

interface ManagerBodyProps {
  session: LiveSessionDto;
  board: QueueBoardDto;
  actions: ReturnType<typeof useManageQueue>;
  isModerator: boolean;
  compact: boolean;
}

function ManagerBody({ session, board, actions, isModerator, compact }: ManagerBodyProps) {
  const { move, callNext, setLobbyCode, updateStreamingLink } = actions;
  const waiting = board.counts.vip + board.counts.regular;
  const moving = move.isPending ? move.variables : null;

  const onCallNext = () =>
    callNext.mutate(undefined, {
      onSuccess: ({ entry }) => notify.success(`${entry.fullName || entry.username} is playing next`),
    });

  // In an OBS dock the queue comes first; the session's settings go below it.
  const sessionCard = (
    <Card title="Session" compact={compact}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          VIP price
        </Text>
        <Text fw={800}>
          {formatMoney({ amount: toMinorUnits(session.price), currency: session.baseCurrency })}
        </Text>
      </Group>
      <StreamLinkForm
        key={session.streamingLink ?? ''}
        saved={session.streamingLink}
        onSave={(link) => updateStreamingLink.mutateAsync(link)}
        saving={updateStreamingLink.isPending}
        compact={compact}
      />
      {!compact && (
        <Anchor component={Link} to={liveStarPath(session.influencerUsername)} size="xs" c="dimmed">
          {window.location.host}
          {liveStarPath(session.influencerUsername)}
        </Anchor>
      )}
    </Card>
  );

  return (
    <Stack gap={compact ? 'sm' : 'lg'}>
      <SessionHeading session={session} forStreamer={isModerator} compact={compact} />
      <SimpleGrid
        type="container"
        cols={{ base: 1, '700px': compact ? 2 : 3 }}
        spacing={compact ? 'xs' : 'md'}
      >
        <Card title="Queue" compact={compact}>
          <QueueCounts board={board} compact={compact} />
          <Button
            size={compact ? 'sm' : 'md'}
            leftSection={<IconPlayerTrackNext size={18} />}
            onClick={onCallNext}
            loading={callNext.isPending}
            disabled={waiting === 0}
            fullWidth
          >
            Call next
          </Button>
          <Text size="xs" c="dimmed">
            {waiting === 0
              ? 'Nobody is waiting right now.'
              : 'VIP fans are called first, then the regular queue.'}
          </Text>
        </Card>
        <Card title="Lobby" compact={compact}>
          <LobbyCodeForm
            key={board.lobbyCode ?? ''}
            saved={board.lobbyCode}
            onSave={(code) => setLobbyCode.mutateAsync(code)}
            saving={setLobbyCode.isPending}
            compact={compact}
          />
        </Card>
        {!compact && sessionCard}
      </SimpleGrid>
      <QueueBoard
        board={board}
        onMove={(entry, to) => move.mutate({ entryId: entry._id, to })}
        moving={moving ?? null}
        compact={compact}
      />
      {compact && sessionCard}
    </Stack>
  );
}
