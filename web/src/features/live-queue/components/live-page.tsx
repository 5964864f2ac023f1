import type { LiveSessionDto } from '@lobby/contracts';
import { Badge, Container, Group, Skeleton, Stack, Title } from '@mantine/core';
import { ListError } from '../../../components/catalog/list-status';
import { StarSummaryCard } from '../../../components/catalog/star-summary-card';
import {
  SessionAboutSection,
  SessionRequirementsSection,
  SessionTagsSection,
} from '../../../components/catalog/session-sections';
import { useCurrentUserFromStore } from '../../../stores/auth-store';
import { useLiveSessionByUsername } from '../api/get-live-session';
import { usePublicQueue } from '../api/get-public-queue';
import { useFanLiveEvents, useLiveQueueUpdates, useStarGoesLive } from '../hooks/use-live-queue-realtime';
import { livePollInterval } from '../utils/refetch-interval';
import { JoinQueueCard } from './join-queue-card';
import classes from './live-page.module.css';
import page from '../../../components/page-with-aside.module.css';
import { NotLive } from './not-live';
import { PublicQueuePanel } from './public-queue-panel';
import { StreamPlayer } from './stream-player';
import { loadingRegion } from '../../../lib/loading-region';

function LivePageSkeleton() {
  return (
    <div className={`${page.layout} ${classes.wideAside}`} {...loadingRegion('Loading the live session')}>
      <Stack gap="md" className={page.main}>
        <Skeleton radius="lg" style={{ aspectRatio: '16 / 9' }} />
        <Skeleton height={36} width="70%" radius="md" />
      </Stack>
      <Skeleton height={360} radius="lg" className={page.aside} />
    </div>
  );
}

/** The public page of a running session: the stream, what it is, the queue, and joining it. */
function LiveSessionView({ session }: { session: LiveSessionDto }) {
  const user = useCurrentUserFromStore();
  const queue = usePublicQueue(session._id, livePollInterval(!!user));
  const details = [session.gameModeName, session.platformName].filter(Boolean);

  return (
    <div className={`${page.layout} ${classes.wideAside}`}>
      <Stack gap="md" className={page.main}>
        <StreamPlayer session={session} />
        <Title order={1} fz={{ base: 24, sm: 32 }} lh={1.2} style={{ overflowWrap: 'anywhere' }}>
          {session.title}
        </Title>
        <Group gap="xs">
          <Badge size="lg" radius="sm" variant="light" style={{ textTransform: 'none' }}>
            {session.gameName}
          </Badge>
          {details.map((detail) => (
            <Badge key={detail} size="lg" radius="sm" variant="default" style={{ textTransform: 'none' }}>
              {detail}
            </Badge>
          ))}
        </Group>
        <StarSummaryCard
          star={{
            _id: session._influencer_id,
            username: session.influencerUsername,
            fullName: session.influencerName,
            images: { url: session.influencerImage },
            isLive: true,
          }}
          subtitle={`@${session.influencerUsername} · live now`}
        />
      </Stack>

      <Stack gap="md" className={page.aside}>
        <JoinQueueCard session={session} queue={queue.data} />
      </Stack>

      <Stack gap="xl" className={page.details}>
        {queue.isError && !queue.data ? (
          <ListError error={queue.error} onRetry={() => queue.refetch()} />
        ) : (
          <PublicQueuePanel queue={queue.data} />
        )}
        {session.description && <SessionAboutSection description={session.description} />}
        <SessionTagsSection tags={session.session_tags} />
        <SessionRequirementsSection requirements={session.requirements} />
      </Stack>
    </div>
  );
}

/**
 * /stars/{username}/live: the star's running session, kept current by pushes for signed-in viewers and by a
 * 5 s poll for visitors; anyone with the page open switches the moment the star (`starId`, once known) goes
 * live or ends. A star who is not live gets a friendly page instead.
 */
export function LivePage({ username, starId }: { username: string; starId: string | undefined }) {
  const user = useCurrentUserFromStore();
  const session = useLiveSessionByUsername(username, livePollInterval(!!user));
  const liveSessionId = session.data?._id ?? null;
  useLiveQueueUpdates(liveSessionId);
  useFanLiveEvents();
  useStarGoesLive(starId ?? session.data?._influencer_id);

  if (session.data === null) return <NotLive username={username} />;
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      {session.isPending && <LivePageSkeleton />}
      {session.isError && !session.data && (
        <ListError error={session.error} onRetry={() => session.refetch()} />
      )}
      {session.data && <LiveSessionView session={session.data} />}
    </Container>
  );
}
