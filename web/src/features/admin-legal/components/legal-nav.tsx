import { routes } from '@lobby/contracts';
import { Anchor, Group } from '@mantine/core';
import { NavLink } from 'react-router-dom';
import { useMayCall } from '../../../hooks/use-may-call';

/** Links between the legal-text screens the member may read. */
export function LegalNav() {
  const privacy = useMayCall(routes.adminLegal.privacyVersions);
  const terms = useMayCall(routes.adminLegal.termsVersions);
  const links = [
    ...(privacy ? [{ to: '/admin/privacy-policy', label: 'Privacy policy' }] : []),
    ...(terms
      ? [
          { to: '/admin/terms-of-services', label: 'Terms of service' },
          { to: '/admin/terms-and-privacy', label: 'VIP terms, cancellation, agreement' },
        ]
      : []),
  ];
  if (links.length < 2) return null;
  return (
    <Group gap="md">
      {links.map((link) => (
        <Anchor key={link.to} component={NavLink} to={link.to} size="sm" end>
          {link.label}
        </Anchor>
      ))}
    </Group>
  );
}
