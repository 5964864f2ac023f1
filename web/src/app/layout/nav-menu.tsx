import { Burger, Button, Group } from '@mantine/core';
import { Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { lazyPage } from '../../lib/lazy-page';
import type { PhoneNavMenuProps } from './phone-nav-menu';
import type { NavLinkItem, NavMenuAction } from './use-header-view';

// The phone menu (a pop-over on floating-ui) loads just after the page; until then the same burger stands in,
// and a press on it opens the menu once loaded.
const PhoneNavMenu = lazyPage<PhoneNavMenuProps>(() =>
  import('./phone-nav-menu').then((m) => ({ default: m.PhoneNavMenu })),
);

/**
 * The right-side menu: links inline on wide screens, behind a burger on phones. `actions` appear in the
 * phone menu only (wide screens show their own buttons).
 */
export function NavMenu({ links, actions = [] }: { links: NavLinkItem[]; actions?: NavMenuAction[] }) {
  const { pathname } = useLocation();
  const isActive = (to: string) => pathname === to.split('?')[0];
  const [pressedEarly, setPressedEarly] = useState(false);

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
      <Suspense
        fallback={
          <Burger
            size="sm"
            hiddenFrom="sm"
            aria-label="Open navigation"
            opened={pressedEarly}
            onClick={() => setPressedEarly(true)}
          />
        }
      >
        <PhoneNavMenu links={links} actions={actions} defaultOpened={pressedEarly} />
      </Suspense>
    </>
  );
}
