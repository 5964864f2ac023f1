import { Center, Loader } from '@mantine/core';
import { useState } from 'react';
import { LiveStartModal } from '../../../features/live-start/components/live-start-modal';
import { ObsGoLive } from '../../../features/obs/components/obs-go-live';
import { useActingLiveState } from '../../../hooks/use-acting-live-state';
import { usePageTitle } from '../../../lib/use-page-title';

/**
 * /influencer/obs/live/go-live: the OBS dock's start page. Not live: the live-start dialog opens at once (in
 * OBS mode, so going live leads to the OBS queue page). Live: a way to that queue page.
 */
export default function ObsGoLivePage() {
  usePageTitle('Go live');
  const live = useActingLiveState();
  const [opened, setOpened] = useState(true);

  if (live.starId && !live.known && !live.isLive) {
    return (
      <Center py={96}>
        <Loader type="dots" />
      </Center>
    );
  }
  const liveSessionId = live.isLive ? live.liveSessionId : null;
  return (
    <>
      <ObsGoLive liveSessionId={liveSessionId} onStart={() => setOpened(true)} />
      {!liveSessionId && <LiveStartModal opened={opened} onClose={() => setOpened(false)} />}
    </>
  );
}
