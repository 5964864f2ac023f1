import { isAdminViewRole, isStaffRole } from '@lobby/contracts';
import { useLocation } from 'react-router-dom';
import { useCurrentUserFromStore } from '../../stores/auth-store';
import { useModeratorStore } from '../../stores/moderator-store';

const SEARCH_PATHS = ['/', '/browse'];

export interface NavLinkItem {
  to: string;
  label: string;
}

/** A menu entry that does something instead of opening a page (only in the phone menu). */
export interface NavMenuAction {
  label: string;
  onClick: () => void;
}

/** What the header shows for the current viewer and page (spec §2 "Layout"). */
export function useHeaderView() {
  const user = useCurrentUserFromStore();
  const { moderatorMode, lastManagedStreamerId } = useModeratorStore();
  const { pathname } = useLocation();

  const adminView = user ? isAdminViewRole(user.role) : false;
  const staff = user ? isStaffRole(user.role) : false;
  const actsAsStreamer = user?.role === 'influencer' || (user?.role === 'moderator' && moderatorMode);

  const streamerQuery =
    user?.role === 'moderator' && lastManagedStreamerId
      ? `?streamerId=${encodeURIComponent(lastManagedStreamerId)}`
      : '';
  const dashboardPath = `/influencer/dashboard${streamerQuery}`;

  const navLinks: NavLinkItem[] = [];
  if (staff) navLinks.push({ to: '/admin/dashboard', label: 'Admin' });
  else navLinks.push({ to: '/browse', label: 'Browse' });
  if (actsAsStreamer) {
    navLinks.push({ to: dashboardPath, label: 'Dashboard' });
    navLinks.push({ to: `/influencer/products${streamerQuery}`, label: 'Gigs' });
  }
  if (!user) navLinks.push({ to: '/about', label: 'For creators' });

  return {
    user,
    navLinks,
    showSearch: SEARCH_PATHS.includes(pathname) && !adminView && !actsAsStreamer,
    showBell: Boolean(user) && !adminView,
    showProfileLink: Boolean(user) && !adminView,
    showModeratorSwitch: user?.role === 'moderator',
    /** Spec §4 "Header live button": a streamer, or a moderator in moderator mode. */
    showLiveButton: Boolean(actsAsStreamer),
    showStreamerPicker: user?.role === 'moderator' && moderatorMode,
    /** The acting streamer's OBS setup page, for the profile menu. */
    obsSetupStreamerId: user?.role === 'influencer' ? user._id : moderatorMode ? lastManagedStreamerId : null,
  };
}
