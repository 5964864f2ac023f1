import { Box, Button, Drawer, Flex, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMenu2 } from '@tabler/icons-react';
import { Suspense, useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useOwnAccountFollowsServer } from '../../hooks/use-own-account-follows-server';
import { useCurrentUserFromStore } from '../../stores/auth-store';
import classes from './admin-layout.module.css';
import { adminNavFor } from './admin-nav';
import { PageLoader } from './page-loader';

/** The admin screens the signed-in staff member may open, in their groups (spec §2 Layout). */
function AdminNavLinks() {
  const user = useCurrentUserFromStore();
  const { pathname } = useLocation();
  const groups = user ? adminNavFor(user.role, user.permissions) : [];
  return (
    <Stack gap="md">
      {groups.map(({ group, items }) => (
        <div key={group}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
            {group}
          </Text>
          {items.map(({ path, label, icon: Icon }) => (
            <NavLink
              key={path}
              component={Link}
              to={path}
              label={label}
              leftSection={<Icon size={18} stroke={1.6} />}
              active={pathname === path || pathname.startsWith(`${path}/`)}
              color="violet"
              variant="light"
              py={7}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          ))}
        </div>
      ))}
    </Stack>
  );
}

/** Admin pages: the sidebar beside the page on wide screens; on phones, a menu button opens it in a drawer. */
export function AdminLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  useOwnAccountFollowsServer();
  useEffect(close, [pathname, close]);

  return (
    <Flex>
      <Box component="nav" aria-label="Admin" visibleFrom="md" className={classes.sidebar} p="md">
        <AdminNavLinks />
      </Box>
      <Box className={classes.content}>
        <Box hiddenFrom="md" px="md" pt="md">
          <Button
            variant="default"
            radius="xl"
            leftSection={<IconMenu2 size={16} />}
            onClick={toggle}
            aria-expanded={opened}
          >
            Admin menu
          </Button>
        </Box>
        <Drawer opened={opened} onClose={close} title="Admin" size={288} hiddenFrom="md">
          <Box component="nav" aria-label="Admin">
            <AdminNavLinks />
          </Box>
        </Drawer>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </Flex>
  );
}
