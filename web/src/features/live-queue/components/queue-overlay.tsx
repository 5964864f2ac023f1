import type { PublicQueueDto } from '@lobby/contracts';
import { liveStarUrl } from '../../../lib/live-paths';
import { useActiveLiveSession } from '../api/get-live-session';
import { usePublicQueue } from '../api/get-public-queue';
import { useTransparentPage } from '../hooks/use-transparent-page';
import { VISITOR_POLL_MS } from '../utils/refetch-interval';
import classes from './queue-overlay.module.css';

/** How many waiting fans the overlay names (more would cover the stream). */
const UP_NEXT_SHOWN = 5;

type Names = PublicQueueDto['playingNext'];

function NameBlock({ label, names, nobody }: { label: string; names: Names; nobody: string }) {
  return (
    <section aria-label={label}>
      <h2 className={classes.label}>{label}</h2>
      {names.length === 0 ? (
        <div className={classes.nobody}>{nobody}</div>
      ) : (
        <ol className={classes.names}>
          {names.map((place, index) => (
            // Display names may repeat and carry no id: the place in the list is the key.
            <li key={index}>
              {place.kind === 'vip' && <span className={classes.vip}>★ </span>}
              {place.name}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * The stream overlay OBS captures over the stream: the streamer's running session's queue in large outlined
 * type, polled every 5 s (a browser source is not signed in, so it gets no pushes). Nothing live → a small
 * 'Not live'.
 */
export function QueueOverlay({ streamerId }: { streamerId: string }) {
  useTransparentPage();
  const session = useActiveLiveSession(streamerId, VISITOR_POLL_MS);
  const queue = usePublicQueue(session.data?._id ?? null, VISITOR_POLL_MS);

  if (session.isPending) return null;
  if (!session.data || (queue.data && !queue.data.open))
    return (
      <main className={classes.overlay}>
        <span className={classes.notLive}>Not live</span>
      </main>
    );

  const { data } = queue;
  return (
    <main className={classes.overlay}>
      <div className={classes.panel}>
        <h1 className={classes.title}>{session.data.title}</h1>
        {data && (
          <>
            <div className={classes.counts} role="group" aria-label="Waiting">
              <span className={classes.vip}>★ {data.counts.vip} VIP</span>
              <span>{data.counts.regular} in queue</span>
            </div>
            <NameBlock label="Playing next" names={data.playingNext} nobody="—" />
            <NameBlock label="In game" names={data.inGame} nobody="—" />
            <NameBlock label="Up next" names={data.upNext.slice(0, UP_NEXT_SHOWN)} nobody="Join the queue!" />
          </>
        )}
        <div className={classes.link}>
          {liveStarUrl(session.data.influencerUsername).replace(/^https?:\/\//, '')}
        </div>
      </div>
    </main>
  );
}
