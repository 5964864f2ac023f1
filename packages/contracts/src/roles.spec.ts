import { hasPermission, isAdminViewRole, isStaffRole, type StaffPermission } from './roles';
import { priceTooLowText } from './texts';

describe('hasPermission', () => {
  const grants: StaffPermission[] = [
    { service: 'FAQ', read: true, write: false },
    { service: 'games', read: false, write: true },
  ];

  it('grants read where read is given, and refuses write there', () => {
    expect(hasPermission(grants, 'FAQ', 'read')).toBe(true);
    expect(hasPermission(grants, 'FAQ', 'write')).toBe(false);
  });

  it('treats write as implying read', () => {
    expect(hasPermission(grants, 'games', 'read')).toBe(true);
    expect(hasPermission(grants, 'games', 'write')).toBe(true);
  });

  it('refuses a service that is not granted at all', () => {
    expect(hasPermission(grants, 'Permissions', 'read')).toBe(false);
  });
});

describe('roles', () => {
  it('knows the staff roles and the admin-view roles', () => {
    expect(['admin', 'developer', 'marketing', 'finance'].every(isStaffRole)).toBe(true);
    expect(isStaffRole('influencer')).toBe(false);
    expect(isAdminViewRole('developer')).toBe(false);
    expect(isAdminViewRole('finance')).toBe(true);
  });
});

describe('priceTooLowText', () => {
  it('uses the rupee sign for INR and "$ " for USD, as the spec writes them', () => {
    expect(priceTooLowText('INR', 100)).toBe('Price should be at least ₹100');
    expect(priceTooLowText('USD', 5)).toBe('Price should be at least $ 5');
  });
});
