import { Burger, Menu } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { NavLinkItem, NavMenuAction } from './use-header-view';

export interface PhoneNavMenuProps {
  links: NavLinkItem[];
  actions: NavMenuAction[];
  /** The burger was pressed before this menu had loaded: it opens at once. */
  defaultOpened: boolean;
}

/** The phone menu behind the burger: the page's links, then the actions. */
export function PhoneNavMenu({ links, actions, defaultOpened }: PhoneNavMenuProps) {
  return (
    <Menu position="bottom-end" width={200} shadow="lg" radius="md" defaultOpened={defaultOpened}>
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
  );
}
