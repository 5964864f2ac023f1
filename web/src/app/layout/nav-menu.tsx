import { Burger, Button, Group, Menu } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import type { NavLinkItem } from './use-header-view';

/** The right-side menu: links inline on wide screens, behind a burger on phones. */
export function NavMenu({ links }: { links: NavLinkItem[] }) {
  const { pathname } = useLocation();
  const isActive = (to: string) => pathname === to.split('?')[0];

  return (
    <>
      <Group gap={4} visibleFrom="sm" component="nav" aria-label="Main">
        {links.map(({ to, label }) => (
          <Button
            key={to}
            component={Link}
            to={to}
            variant={isActive(to) ? 'light' : 'subtle'}
            color={isActive(to) ? 'violet' : 'gray'}
            radius="xl"
          >
            {label}
          </Button>
        ))}
      </Group>
      <Menu position="bottom-end" width={200} shadow="lg" radius="md">
        <Menu.Target>
          <Burger size="sm" hiddenFrom="sm" aria-label="Open navigation" />
        </Menu.Target>
        <Menu.Dropdown>
          {links.map(({ to, label }) => (
            <Menu.Item key={to} component={Link} to={to}>
              {label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
