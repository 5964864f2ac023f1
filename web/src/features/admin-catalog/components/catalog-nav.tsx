import { Button, Group } from '@mantine/core';
import { IconDeviceGamepad2, IconDevices, IconPhoto } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';

const sections = [
  {
    to: '/admin/games',
    label: 'Games',
    icon: IconDeviceGamepad2,
    prefixes: ['/admin/games', '/admin/edit-game'],
  },
  { to: '/admin/platforms', label: 'Platforms', icon: IconDevices, prefixes: ['/admin/platforms'] },
  { to: '/admin/banners', label: 'Banners', icon: IconPhoto, prefixes: ['/admin/banners'] },
];

/** Links between the catalog's admin pages: games, platforms and banners. */
export function CatalogNav() {
  const { pathname } = useLocation();
  return (
    <Group gap={6} component="nav" aria-label="Catalog">
      {sections.map(({ to, label, icon: Icon, prefixes }) => {
        const active = prefixes.some((prefix) => pathname.startsWith(prefix));
        return (
          <Button
            key={to}
            component={Link}
            to={to}
            size="compact-md"
            radius="xl"
            variant={active ? 'light' : 'subtle'}
            color={active ? 'violet' : 'gray'}
            leftSection={<Icon size={16} />}
            aria-current={active ? 'page' : undefined}
          >
            {label}
          </Button>
        );
      })}
    </Group>
  );
}
