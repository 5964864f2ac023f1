import { Box, Button, Container, Group, useMatches } from '@mantine/core';
import { Suspense, type ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { LandingModalButton } from '../../features/landing/components/landing-modal-button';
import { landingModalMenuAction } from '../../features/landing/stores/landing-modal-store';
import { HeaderSearch } from '../../features/search/components/header-search';
import type { NotificationBell as LoadedNotificationBell } from '../../features/notifications/components/notification-bell';
import { lazyPage } from '../../lib/lazy-page';
import { useAuthLinks } from '../../lib/sign-in-path';
import classes from './header.module.css';
import { Logo } from './logo';
import { NavMenu } from './nav-menu';
import type { ProfileMenu as LoadedProfileMenu } from './profile-menu';
import { useHeaderView } from './use-header-view';

// Only signed-in users see (or run) these, and their menus and pop-overs (floating-ui, focus trap, scroll area) are
// most of what they weigh: they load after the page, never for a visitor. Each keeps its place while loading.
const StreamerPicker = lazyPage<object>(() =>
  import('../../features/moderator/components/streamer-picker').then((m) => ({ default: m.StreamerPicker })),
);
const NotificationBell = lazyPage<ComponentProps<typeof LoadedNotificationBell>>(() =>
  import('../../features/notifications/components/notification-bell').then((m) => ({
    default: m.NotificationBell,
  })),
);
const LiveSessionButton = lazyPage<object>(() =>
  import('../../features/live-start/components/live-session-button').then((m) => ({
    default: m.LiveSessionButton,
  })),
);
const LiveStateUpdates = lazyPage<object>(() =>
  import('./live-state-updates').then((m) => ({ default: m.LiveStateUpdates })),
);
const ProfileMenu = lazyPage<ComponentProps<typeof LoadedProfileMenu>>(() => import('./profile-menu').then((m) => ({ default: m.ProfileMenu })));

/** The room the bell (an ActionIcon of size lg) and the account avatar (38 px) take once loaded. */
const BELL_SIZE = 34;
const AVATAR_SIZE = 38;

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
  const authLinks = useAuthLinks();

  return (
    <Box component="header" className={classes.header}>
      {user && (
        <Suspense fallback={null}>
          <LiveStateUpdates />
        </Suspense>
      )}
      <Container size="xl" className={classes.bar}>
        <Logo />
        {showSearch && (
          <Box className={classes.search}>
            <HeaderSearch />
          </Box>
        )}
        <Group gap={8} wrap="nowrap" ml="auto">
          <LandingModalButton />
          {showStreamerPicker && (
            <Suspense fallback={null}>
              <StreamerPicker />
            </Suspense>
          )}
          {showLiveButton && (
            <Suspense fallback={null}>
              <LiveSessionButton />
            </Suspense>
          )}
          <NavMenu links={navLinks} actions={user ? [] : [landingModalMenuAction]} />
          {showBell && user && (
            <Suspense fallback={<Box w={BELL_SIZE} h={BELL_SIZE} />}>
              <NotificationBell user={user} />
            </Suspense>
          )}
          {user ? (
            <Suspense fallback={<Box w={AVATAR_SIZE} h={AVATAR_SIZE} />}>
              <ProfileMenu
                user={user}
                showProfileLink={showProfileLink}
                showModeratorSwitch={showModeratorSwitch}
                obsSetupStreamerId={obsSetupStreamerId}
              />
            </Suspense>
          ) : (
            <>
              <Button component={Link} to={authLinks.signIn} variant="default" radius="xl" size={authButtonSize}>
                Sign in
              </Button>
              <Button component={Link} to={authLinks.signUp} radius="xl" size={authButtonSize}>
                Sign up
              </Button>
            </>
          )}
        </Group>
      </Container>
    </Box>
  );
}
