import { Anchor, Group } from '@mantine/core';
import { NavLink } from 'react-router-dom';

const LINKS = [
  { to: '/admin/privacy-policy', label: 'Privacy policy' },
  { to: '/admin/terms-of-services', label: 'Terms of service' },
  { to: '/admin/terms-and-privacy', label: 'VIP terms, cancellation, agreement' },
];

/** Links between the legal-text screens. */
export function LegalNav() {
  return (
    <Group gap="md">
      {LINKS.map((link) => (
        <Anchor key={link.to} component={NavLink} to={link.to} size="sm" end>
          {link.label}
        </Anchor>
      ))}
    </Group>
  );
}
