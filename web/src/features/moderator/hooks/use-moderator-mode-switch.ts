import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../../lib/notify';
import { useModeratorStore } from '../../../stores/moderator-store';
import { moderatorDetailsQueryOptions } from '../api/get-moderator-details';

/**
 * The profile-menu action of a moderator (spec §4 "Moderator mode"): 'Switch to Moderator' opens the dashboard
 * of the last managed streamer, else the first one, else /profile; 'Switch to User' goes to /.
 */
export function useModeratorModeSwitch() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { moderatorMode, lastManagedStreamerId, enterModeratorMode, leaveModeratorMode } =
    useModeratorStore();

  const switchToModerator = async () => {
    let streamerIds: string[];
    try {
      const { streamers } = await queryClient.fetchQuery(moderatorDetailsQueryOptions());
      streamerIds = streamers.map(({ streamerId }) => streamerId._id);
    } catch (error) {
      notify.error((error as Error).message);
      return;
    }
    const target =
      lastManagedStreamerId && streamerIds.includes(lastManagedStreamerId)
        ? lastManagedStreamerId
        : streamerIds[0];
    if (!target) {
      navigate('/profile');
      return;
    }
    enterModeratorMode(target);
    navigate(`/influencer/dashboard?streamerId=${encodeURIComponent(target)}`);
  };

  const switchToUser = () => {
    leaveModeratorMode();
    navigate('/');
  };

  return moderatorMode
    ? { label: 'Switch to User', onSwitch: switchToUser }
    : { label: 'Switch to Moderator', onSwitch: switchToModerator };
}
