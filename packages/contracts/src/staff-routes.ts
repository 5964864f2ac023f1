import { DashboardCards } from './admin-dashboard';
import { type HttpMethod, type HttpRoute, routes } from './http-routes';
import { type Access, hasPermission, isStaffRole, type StaffPermission, type StaffService } from './roles';

/** The permission a staff route takes: `access` to one of `services` (most routes name one). */
export interface StaffGrant {
  services: readonly StaffService[];
  access: Access;
}

const read = (...services: StaffService[]): StaffGrant => ({ services, access: 'read' });
const write = (...services: StaffService[]): StaffGrant => ({ services, access: 'write' });

/**
 * Every staff route and the permission it takes (spec §6): the one table. The gateway refuses a caller without the
 * permission before anything else runs (a staff route missing here refuses everyone), the web shows an action only
 * to staff who hold it, and the permission matrix test is generated from it.
 */
export const StaffRouteTable: ReadonlyArray<readonly [HttpRoute, StaffGrant]> = [
  [routes.catalogAdmin.games, read('games')],
  [routes.catalogAdmin.createGame, write('games')],
  [routes.catalogAdmin.updateGame, write('games')],
  [routes.catalogAdmin.deleteGame, write('games')],
  [routes.catalogAdmin.createPlatform, write('Platforms')],
  [routes.catalogAdmin.updatePlatform, write('Platforms')],
  [routes.catalogAdmin.deletePlatform, write('Platforms')],
  [routes.catalogAdmin.banners, read('Banners')],
  [routes.catalogAdmin.createBanner, write('Banners')],
  [routes.catalogAdmin.updateBanner, write('Banners')],
  [routes.catalogAdmin.deleteBanner, write('Banners')],
  // The picture's kind names the one service it needs; the handler checks that one.
  [routes.catalogAdmin.uploadImage, write('games', 'Platforms', 'Banners')],
  [routes.siteAccess.setPassword, write('Configurations')],
  [routes.adminBlogs.list, read('Blogs')],
  [routes.adminBlogs.get, read('Blogs')],
  [routes.adminBlogs.create, write('Blogs')],
  [routes.adminBlogs.update, write('Blogs')],
  [routes.adminBlogs.remove, write('Blogs')],
  [routes.adminBlogs.uploadCover, write('Blogs')],
  [routes.adminBlogs.taxonomy, read('Blogs')],
  [routes.adminBlogs.renameLabel, write('Blogs')],
  [routes.adminFaqs.list, read('FAQ')],
  [routes.adminFaqs.create, write('FAQ')],
  [routes.adminFaqs.update, write('FAQ')],
  [routes.adminFaqs.remove, write('FAQ')],
  [routes.adminFaqs.order, write('FAQ')],
  [routes.adminLegal.privacyVersions, read('Privacy Policy')],
  [routes.adminLegal.publishPrivacy, write('Privacy Policy')],
  [routes.adminLegal.termsVersions, read('Terms of Services')],
  [routes.adminLegal.publishTerms, write('Terms of Services')],
  [routes.accountModeration.deletionRequests, read('Delete Requests')],
  [routes.accountModeration.approveDeletion, write('Delete Requests')],
  [routes.accountModeration.ban, write('Banned Users')],
  [routes.accountModeration.unban, write('Banned Users')],
  [routes.accountModeration.reportedUsers, read('Reported Users')],
  [routes.accountModeration.reviewReports, write('Reported Users')],
  [routes.accountModeration.bannedUsers, read('Banned Users')],
  // Anyone who may read one of its cards; the gateway asks only for the cards the member may read.
  [routes.adminDashboard.get, read(...Object.values(DashboardCards))],
  [routes.paymentGateways.list, read('Payment Gateways')],
  [routes.paymentGateways.update, write('Payment Gateways')],
  [routes.adminPromoCodes.list, read('PromoCodes')],
  [routes.adminPromoCodes.create, write('PromoCodes')],
  [routes.adminPromoCodes.toggle, write('PromoCodes')],
  [routes.adminPromoCodes.update, write('PromoCodes')],
  [routes.adminPromoCodes.remove, write('PromoCodes')],
  [routes.adminTools.configurations, read('Configurations')],
  [routes.adminTools.saveConfiguration, write('Configurations')],
  [routes.adminTools.removeConfiguration, write('Configurations')],
  [routes.adminTools.streamerFees, read('Configurations')],
  [routes.adminTools.setStreamerFee, write('Configurations')],
  [routes.adminTools.saveGateways, write('Payment Gateways')],
  [routes.adminTools.promoCodes, read('PromoCodes')],
  [routes.adminTools.giveawayEligible, read('Giveaway')],
  [routes.adminTools.drawGiveaway, write('Giveaway')],
  [routes.adminTools.giveawayDraws, read('Giveaway')],
  [routes.adminTools.verifyGiveaway, read('Giveaway')],
  [routes.adminTools.previewUsernames, read('User Management')],
  [routes.adminTools.applyUsernames, write('User Management')],
  [routes.adminTools.previewSlugs, read('Influencers')],
  [routes.adminTools.applySlugs, write('Influencers')],
  [routes.cancellations.cancelSlotAsStaff, write('Influencers')],
  [routes.playValidations.list, read('Payouts')],
  [routes.playValidations.save, write('Payouts')],
  [routes.adminPayouts.remaining, read('Payouts')],
  [routes.adminPayouts.generate, write('Payouts')],
  [routes.adminPayouts.active, read('Payouts')],
  [routes.adminPayouts.history, read('Payouts')],
  [routes.adminPayouts.create, write('Payouts')],
  [routes.adminPayouts.get, read('Payouts')],
  [routes.adminPayouts.update, write('Payouts')],
  [routes.adminPayouts.remove, write('Payouts')],
  [routes.adminPayouts.complete, write('Payouts')],
  [routes.adminPayouts.sheet, read('Payouts')],
  [routes.adminStars.list, read('Influencers')],
  [routes.adminStars.get, read('Influencers')],
  [routes.adminStars.register, write('Influencers')],
  [routes.adminStars.update, write('Influencers')],
  [routes.adminStars.showAtLanding, write('Influencers')],
  [routes.adminStars.remove, write('Influencers')],
  // A streamer's moderators are part of the streamer's account, which Influencers staff manage.
  [routes.adminModerators.list, read('Influencers')],
  [routes.adminModerators.appoint, write('Influencers')],
  [routes.adminModerators.dismiss, write('Influencers')],
  [routes.adminOnboarding.submissions, read('Onboarding')],
  [routes.adminOnboarding.verify, write('Onboarding')],
  [routes.adminOnboarding.agreements, read('Onboarding')],
  // Creator applications (/creator-signup) are the step before onboarding.
  [routes.adminSubmissions.creatorApplications, read('Onboarding')],
  [routes.adminSubmissions.decideCreatorApplication, write('Onboarding')],
  // Contact and early-access submissions sit with the site's settings (spec §7 lists them beside configurations).
  [routes.adminSubmissions.contact, read('Configurations')],
  [routes.adminSubmissions.contactCsv, read('Configurations')],
  [routes.adminSubmissions.contactHandled, write('Configurations')],
  [routes.adminSubmissions.earlyAccess, read('Configurations')],
  [routes.adminSubmissions.earlyAccessCsv, read('Configurations')],
  [routes.adminSubmissions.earlyAccessHandled, write('Configurations')],
  [routes.adminSubmissions.starSuggestions, read('Configurations')],
  // The team list serves both team pages: User Management (roles, invites) and Permissions (grants).
  [routes.staff.list, read('User Management', 'Permissions')],
  [routes.staff.invite, write('User Management')],
  [routes.staff.changeRole, write('User Management')],
  [routes.staff.setActive, write('User Management')],
  [routes.staff.setPermissions, write('Permissions')],
  // Who changed what: read with the team's grants (Permissions), not a service of its own.
  [routes.auditLog.list, read('Permissions')],
];

const routeKey = (method: HttpMethod | string, path: string) => `${method} ${path}`;
const grants = new Map(StaffRouteTable.map(([route, grant]) => [routeKey(route.method, route.path), grant]));

/** The grant a route takes, by its method and path pattern ('/api/admin/games/:id'); undefined for no staff route. */
export function staffGrantOf(method: HttpMethod | string, path: string): StaffGrant | undefined {
  return grants.get(routeKey(method, path));
}

/** Whether a caller with `role` and `permissions` may call the staff route (false for a route not in the table). */
export function mayCallStaffRoute(
  role: string,
  permissions: readonly StaffPermission[],
  route: Pick<HttpRoute, 'method' | 'path'>,
): boolean {
  const grant = staffGrantOf(route.method, route.path);
  return (
    grant !== undefined &&
    isStaffRole(role) &&
    grant.services.some((service) => hasPermission(permissions, service, grant.access))
  );
}
