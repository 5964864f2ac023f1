import { Burger, Button, Group, Menu } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import type { NavLinkItem } from './use-header-view';

/** A menu entry that does something instead of opening a page (only in the phone menu). */
export interface NavMenuAction {
  label: string;
  onClick: () => void;
}

/**
 * The right-side menu: links inline on wide screens, behind a burger on phones. `actions` appear in the
 * phone menu only (wide screens show their own buttons).
 */
export function NavMenu({ links, actions = [] }: { links: NavLinkItem[]; actions?: NavMenuAction[] }) {
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
          {actions.map(({ label, onClick }) => (
            <Menu.Item key={label} onClick={onClick}>
              {label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
