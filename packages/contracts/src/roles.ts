/** Roles and staff permissions (spec §6). */

export const Roles = [
  'user',
  'influencer',
  'moderator',
  'admin',
  'developer',
  'marketing',
  'finance',
] as const;
export type Role = (typeof Roles)[number];

export const StaffRoles = ['admin', 'developer', 'marketing', 'finance'] as const satisfies readonly Role[];
export type StaffRole = (typeof StaffRoles)[number];

/** Roles that see the admin view of the layout: no search box, no bell, no profile link. */
export const AdminViewRoles = ['admin', 'marketing', 'finance'] as const satisfies readonly Role[];

export function isStaffRole(role: string): role is StaffRole {
  return (StaffRoles as readonly string[]).includes(role);
}

export function isAdminViewRole(role: string): boolean {
  return (AdminViewRoles as readonly string[]).includes(role);
}

export const StaffServices = [
  'Influencers',
  'Reported Users',
  'Banned Users',
  'Configurations',
  'FAQ',
  'PromoCodes',
  'Onboarding',
  'User Management',
  'Permissions',
  'Privacy Policy',
  'Terms of Services',
  'games',
  // Services the product added beyond spec §6.
  'Payouts',
  'Blogs',
  'Banners',
  'Platforms',
  'Payment Gateways',
  'Giveaway',
  'Delete Requests',
] as const;
export type StaffService = (typeof StaffServices)[number];

export type Access = 'read' | 'write';

export interface StaffPermission {
  service: StaffService;
  read: boolean;
  write: boolean;
}

/** Write implies read. */
export function hasPermission(
  permissions: readonly StaffPermission[],
  service: StaffService,
  access: Access,
): boolean {
  const grant = permissions.find((p) => p.service === service);
  if (!grant) return false;
  return access === 'read' ? grant.read || grant.write : grant.write;
}

export const ALL_PERMISSIONS: StaffPermission[] = StaffServices.map((service) => ({
  service,
  read: true,
  write: true,
}));
