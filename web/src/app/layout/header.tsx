import { Box, Button, Container, Group, useMatches } from '@mantine/core';
import { Link } from 'react-router-dom';
import { LandingModalButton } from '../../features/landing/components/landing-modal-button';
import { landingModalMenuAction } from '../../features/landing/stores/landing-modal-store';
import { LiveSessionButton } from '../../features/live-start/components/live-session-button';
import { StreamerPicker } from '../../features/moderator/components/streamer-picker';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { HeaderSearch } from '../../features/search/components/header-search';
import { useLiveStateUpdates } from '../../hooks/use-acting-live-state';
import classes from './header.module.css';
import { Logo } from './logo';
import { NavMenu } from './nav-menu';
import { ProfileMenu } from './profile-menu';
import { useHeaderView } from './use-header-view';

export function Header() {
  const {
    user,
    navLinks,
    showSearch,
    showBell,
    showProfileLink,
    showModeratorSwitch,
    showLiveButton,
    showStreamerPicker,
    obsSetupStreamerId,
  } = useHeaderView();
  const authButtonSize = useMatches({ base: 'compact-md', sm: 'sm' });
  useLiveStateUpdates();

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" className={classes.bar}>
        <Logo />
        {showSearch && (
          <Box className={classes.search}>
            <HeaderSearch />
          </Box>
        )}
        <Group gap={8} wrap="nowrap" ml="auto">
          <LandingModalButton />
          {showStreamerPicker && <StreamerPicker />}
          {showLiveButton && <LiveSessionButton />}
          <NavMenu links={navLinks} actions={user ? [] : [landingModalMenuAction]} />
          {showBell && user && <NotificationBell user={user} />}
          {user ? (
            <ProfileMenu
              user={user}
              showProfileLink={showProfileLink}
              showModeratorSwitch={showModeratorSwitch}
              obsSetupStreamerId={obsSetupStreamerId}
            />
          ) : (
            <>
              <Button component={Link} to="/login" variant="default" radius="xl" size={authButtonSize}>
                Sign in
              </Button>
              <Button component={Link} to="/signup" radius="xl" size={authButtonSize}>
                Sign up
              </Button>
            </>
          )}
        </Group>
      </Container>
    </Box>
  );
}
