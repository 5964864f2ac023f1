import { Button, useMatches } from '@mantine/core';
import { IconBroadcast, IconPlayerStop, IconSettings } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useActingLiveState } from '../../../hooks/use-acting-live-state';
import { lazyPage } from '../../../lib/lazy-page';
import {
  isObsPath,
  liveSessionPath,
  managedSessionIdOf,
  obsQueueManagementPath,
} from '../../../lib/live-paths';
import { useConfirmEndLiveSession } from '../hooks/use-end-live-session';
import classes from './live-session-button.module.css';

/** Loaded on first use: the header is on every page, the dialog only for a streamer going live. */
const LiveStartModal = lazyPage(async () => ({
  default: (await import('./live-start-modal')).LiveStartModal,
}));

/**
 * The header's live button for a streamer, or a moderator in moderator mode (spec §4 "Header live button"):
 * 'Start Playing Live' opens the live-start dialog; while live, 'Manage Live Session' (glowing) leads to the
 * session page, and on that page 'End Session' ends it. Hidden while live without a session id, and on a
 * session page while not live.
 */
export function LiveSessionButton() {
  const live = useActingLiveState();
  const { pathname } = useLocation();
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const { confirm, ending } = useConfirmEndLiveSession(live.query);
  const size = useMatches({ base: 'compact-sm', sm: 'sm' });

  if (!live.starId || (!live.known && !live.isLive)) {
    return null;
  }
  const pageSessionId = managedSessionIdOf(pathname);
  const common = { radius: 'xl', size, fw: 700 } as const;

  if (!live.isLive) {
    if (pageSessionId) return null;
    return (
      <>
        <Button
          {...common}
          color="red"
          leftSection={<IconBroadcast size={16} />}
          onClick={() => {
            setWanted(true);
            setOpened(true);
          }}
        >
          Start Playing Live
        </Button>
        {wanted && (
          <Suspense fallback={null}>
            <LiveStartModal opened={opened} onClose={() => setOpened(false)} />
          </Suspense>
        )}
      </>
    );
  }
  if (!live.liveSessionId) return null;
  if (pageSessionId === live.liveSessionId) {
    return (
      <Button
        {...common}
        color="red"
        variant="outline"
        leftSection={<IconPlayerStop size={16} />}
        loading={ending}
        onClick={() => confirm(live.liveSessionId!)}
      >
        End Session
      </Button>
    );
  }
  const sessionPage = isObsPath(pathname)
    ? obsQueueManagementPath(live.liveSessionId)
    : liveSessionPath(live.liveSessionId, live.query);
  return (
    <Button
      {...common}
      component={Link}
      to={sessionPage}
      color="red"
      className={classes.glow}
      leftSection={<IconSettings size={16} />}
    >
      Manage Live Session
    </Button>
  );
}
