import {
  hasPermission,
  isStaffRole,
  mayCallStaffRoute,
  routes,
  type HttpRoute,
  type StaffPermission,
  type StaffService,
} from '@lobby/contracts';
import {
  IconAd2,
  IconAlertTriangle,
  IconBan,
  IconBook,
  IconChecklist,
  IconCreditCard,
  IconDeviceGamepad2,
  IconDevices,
  IconFileText,
  IconGift,
  IconHelpCircle,
  IconHistory,
  IconKey,
  IconLayoutDashboard,
  IconLock,
  IconMail,
  IconBulb,
  IconRocket,
  IconScript,
  IconSettings,
  IconShieldLock,
  IconStar,
  IconTicket,
  IconTrash,
  IconUserPlus,
  IconUserStar,
  IconUsersGroup,
  IconWriting,
  type Icon,
} from '@tabler/icons-react';

export const AdminNavGroups = ['Overview', 'Stars & fans', 'Money', 'Content', 'Site', 'Team'] as const;
export type AdminNavGroup = (typeof AdminNavGroups)[number];

/**
 * One screen of the admin sidebar. Who sees it: staff who may call `route` (any one of them, when several: the
 * staff route table's grant), else
 * staff holding `service` read, else (neither given) every staff member. Screens per star (payouts, played
 * validations) are opened from the star and have no item.
 */
export interface AdminNavItem {
  path: string;
  label: string;
  icon: Icon;
  group: AdminNavGroup;
  route?: Pick<HttpRoute, 'method' | 'path'> | readonly Pick<HttpRoute, 'method' | 'path'>[];
  service?: StaffService;
}

/** Every admin screen of the sidebar (spec §2 admin routes), one line each, in the order shown. */
export const adminNav: readonly AdminNavItem[] = [
  {
    group: 'Overview',
    path: '/admin/dashboard',
    label: 'Dashboard',
    icon: IconLayoutDashboard,
    route: routes.adminDashboard.get,
  },

  {
    group: 'Stars & fans',
    path: '/admin/influencer',
    label: 'Stars',
    icon: IconStar,
    route: routes.adminStars.list,
  },
  {
    group: 'Stars & fans',
    path: '/admin/add-influencer',
    label: 'Add a star',
    icon: IconUserPlus,
    route: routes.adminStars.register,
  },
  {
    group: 'Stars & fans',
    path: '/admin/verify-onboarding-details',
    label: 'Verify onboarding',
    icon: IconChecklist,
    route: routes.adminOnboarding.submissions,
  },
  {
    group: 'Stars & fans',
    path: '/admin/creator-applications',
    label: 'Creator applications',
    icon: IconUserStar,
    route: routes.adminSubmissions.creatorApplications,
  },
  {
    group: 'Stars & fans',
    path: '/admin/streamer-agreement',
    label: 'Star agreements',
    icon: IconFileText,
    route: routes.adminOnboarding.agreements,
  },
  {
    group: 'Stars & fans',
    path: '/admin/reported-users',
    label: 'Reported users',
    icon: IconAlertTriangle,
    route: routes.accountModeration.reportedUsers,
  },
  {
    group: 'Stars & fans',
    path: '/admin/banned-users',
    label: 'Banned users',
    icon: IconBan,
    route: routes.accountModeration.bannedUsers,
  },
  {
    group: 'Stars & fans',
    path: '/admin/delete-requests',
    label: 'Deletion requests',
    icon: IconTrash,
    route: routes.accountModeration.deletionRequests,
  },
  {
    group: 'Stars & fans',
    path: '/admin/noobrd-giveaway',
    label: 'Giveaway',
    icon: IconGift,
    service: 'Giveaway',
  },

  {
    group: 'Money',
    path: '/admin/manage-promo-codes',
    label: 'Promo codes',
    icon: IconTicket,
    route: routes.adminPromoCodes.list,
  },
  {
    group: 'Money',
    path: '/admin/manage-payment-gateways',
    label: 'Payment gateways',
    icon: IconCreditCard,
    route: routes.paymentGateways.list,
  },

  { group: 'Content', path: '/admin/blogs', label: 'Blogs', icon: IconWriting, service: 'Blogs' },
  { group: 'Content', path: '/admin/faqs', label: 'FAQs', icon: IconHelpCircle, service: 'FAQ' },
  {
    group: 'Content',
    path: '/admin/privacy-policy',
    label: 'Privacy policy',
    icon: IconShieldLock,
    service: 'Privacy Policy',
  },
  {
    group: 'Content',
    path: '/admin/terms-of-services',
    label: 'Terms of services',
    icon: IconBook,
    service: 'Terms of Services',
  },
  {
    group: 'Content',
    path: '/admin/terms-and-privacy',
    label: 'Terms and agreements',
    icon: IconBook,
    service: 'Terms of Services',
  },
  {
    group: 'Content',
    path: '/admin/banners',
    label: 'Banners',
    icon: IconAd2,
    route: routes.catalogAdmin.banners,
  },

  {
    group: 'Site',
    path: '/admin/games',
    label: 'Games',
    icon: IconDeviceGamepad2,
    route: routes.catalogAdmin.games,
  },
  { group: 'Site', path: '/admin/platforms', label: 'Platforms', icon: IconDevices, service: 'Platforms' },
  {
    group: 'Site',
    path: '/admin/configurations',
    label: 'Configurations',
    icon: IconSettings,
    service: 'Configurations',
  },
  {
    group: 'Site',
    path: '/admin/run-scripts',
    label: 'Run scripts',
    icon: IconScript,
    route: [routes.adminTools.previewUsernames, routes.adminTools.previewSlugs],
  },
  {
    group: 'Site',
    path: '/admin/early-access-submissions',
    label: 'Early access',
    icon: IconRocket,
    route: routes.adminSubmissions.earlyAccess,
  },
  {
    group: 'Site',
    path: '/admin/contact-us-submissions',
    label: 'Contact messages',
    icon: IconMail,
    route: routes.adminSubmissions.contact,
  },
  {
    group: 'Site',
    path: '/admin/star-suggestions',
    label: 'Star suggestions',
    icon: IconBulb,
    route: routes.adminSubmissions.starSuggestions,
  },

  {
    group: 'Team',
    path: '/admin/user-management',
    label: 'Team',
    icon: IconUsersGroup,
    service: 'User Management',
  },
  {
    group: 'Team',
    path: '/admin/manage-permissions',
    label: 'Permissions',
    icon: IconKey,
    service: 'Permissions',
  },
  {
    group: 'Team',
    path: '/admin/audit-log',
    label: 'Audit log',
    icon: IconHistory,
    route: routes.auditLog.list,
  },
  { group: 'Team', path: '/admin/change-password', label: 'Change password', icon: IconLock },
];

/** Whether a staff member with `role` and `permissions` may open the item's screen. */
export function mayOpen(item: AdminNavItem, role: string, permissions: readonly StaffPermission[]): boolean {
  if (!isStaffRole(role)) return false;
  if (item.route) {
    const routesOfItem = Array.isArray(item.route) ? item.route : [item.route];
    return routesOfItem.some((route) => mayCallStaffRoute(role, permissions, route));
  }
  if (item.service) return hasPermission(permissions, item.service, 'read');
  return true;
}

/** The sidebar for one staff member: the groups with at least one screen they may open, in order. */
export function adminNavFor(
  role: string,
  permissions: readonly StaffPermission[],
): { group: AdminNavGroup; items: AdminNavItem[] }[] {
  return AdminNavGroups.map((group) => ({
    group,
    items: adminNav.filter((item) => item.group === group && mayOpen(item, role, permissions)),
  })).filter(({ items }) => items.length > 0);
}
