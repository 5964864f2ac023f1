import { ALL_PERMISSIONS, type StaffPermission } from '@lobby/contracts';
import { describe, expect, it } from 'vitest';
import { adminNav, adminNavFor } from './admin-nav';

const labelsFor = (role: string, permissions: StaffPermission[]) =>
  adminNavFor(role, permissions).flatMap(({ group, items }) =>
    items.map((item) => `${group}: ${item.label}`),
  );

describe('the admin sidebar', () => {
  it('shows a staff member only the screens their grants open, in their groups', () => {
    expect(
      labelsFor('marketing', [
        { service: 'Banners', read: true, write: false },
        { service: 'games', read: true, write: true },
      ]),
    ).toEqual(['Content: Banners', 'Site: Games', 'Team: Change password']);
  });

  it('opens "Add a star" only with Influencers write, and the audit log with Permissions read', () => {
    const reader = labelsFor('finance', [
      { service: 'Influencers', read: true, write: false },
      { service: 'Permissions', read: true, write: false },
    ]);
    expect(reader).toContain('Stars & fans: Stars');
    expect(reader).not.toContain('Stars & fans: Add a star');
    expect(reader).toContain('Team: Audit log');
    expect(reader).toContain('Team: Permissions');
    expect(reader).not.toContain('Team: Team');
    expect(labelsFor('finance', [{ service: 'Influencers', read: false, write: true }])).toContain(
      'Stars & fans: Add a star',
    );
  });

  it('gives an admin with every grant every screen, and a fan or a grantless role nothing but their password', () => {
    expect(labelsFor('admin', ALL_PERMISSIONS)).toHaveLength(adminNav.length);
    expect(labelsFor('user', ALL_PERMISSIONS)).toEqual([]);
    expect(labelsFor('admin', [])).toEqual(['Team: Change password']);
  });

  it('lists each screen once', () => {
    expect(new Set(adminNav.map((item) => item.path)).size).toBe(adminNav.length);
  });
});
