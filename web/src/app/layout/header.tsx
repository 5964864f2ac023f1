import { Box, Button, Container, Group, useMatches } from '@mantine/core';
import { Link } from 'react-router-dom';
import { LandingModalButton } from '../../features/landing/components/landing-modal-button';
import { landingModalMenuAction } from '../../features/landing/stores/landing-modal-store';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { HeaderSearch } from '../../features/search/components/header-search';
import classes from './header.module.css';
import { Logo } from './logo';
import { NavMenu } from './nav-menu';
import { ProfileMenu } from './profile-menu';
import { useHeaderView } from './use-header-view';

export function Header() {
  const { user, navLinks, showSearch, showBell, showProfileLink, showModeratorSwitch } = useHeaderView();
  const authButtonSize = useMatches({ base: 'compact-md', sm: 'sm' });

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
          <NavMenu links={navLinks} actions={user ? [] : [landingModalMenuAction]} />
          {showBell && <NotificationBell />}
          {user ? (
            <ProfileMenu
              user={user}
              showProfileLink={showProfileLink}
              showModeratorSwitch={showModeratorSwitch}
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
