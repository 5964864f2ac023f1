import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ALL_PERMISSIONS,
  type AuditEntryDto,
  fillPath,
  type HttpRoute,
  type PaymentGatewayDto,
  type PlatformDto,
  routes,
  SITE_PASSWORD_CONFIG_KEY,
  StaffRouteTable,
} from '@lobby/contracts';
import { waitFor, onboardingForm } from '@lobby/test-kit';
import { GatewayHarness, type SignedInUser } from './gateway-harness';
import { heldOrder, newGig, newSlot, payWithSandbox } from './support/booking-fixtures';
import { demoCast, type DemoCast, streamerAccount } from './support/demo-cast';

/** What a walked write changed: the audit entry to find (its action, or the start of it, and its target's id). */
interface Expected {
  action: string;
  targetId: string;
}
type Walk = () => Promise<Expected>;

const key = (route: Pick<HttpRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;

/**
 * Every staff write is audited (issue 32 item 6): each write route of the staff route table is called once, as it
 * succeeds, by an admin holding every grant, and the audit log must then show an entry of that admin for the thing
 * it changed. A write route added to the table without a walk here fails the first test.
 */
describe('gateway: every staff write leaves an audit entry', () => {
  const stack = new GatewayHarness();
  let cast: DemoCast;
  let admin: SignedInUser;
  const privateDir = mkdtempSync(join(tmpdir(), 'lobby-audit-private-'));
  const as = () => ({ token: admin.accessToken });
  /** Each new slot on a day of its own: the demo streamer's slots may not overlap. */
  let nextDay = 20;

  beforeAll(async () => {
    await stack.start(
      { PRIVATE_FILES_DIR: privateDir },
      { SEED_DEMO_DATA: 'true' },
      {
        content: true,
        catalog: { SEED_DEMO_DATA: 'true' },
        booking: { HOLD_SWEEP_INTERVAL_MS: '0' },
        payments: { CHECKOUT_SWEEP_INTERVAL_MS: '0' },
      },
    );
    cast = await demoCast(stack);
    admin = await stack.staffUser(ALL_PERMISSIONS, 'admin');
    // Payouts go only to verified bank details: the demo streamer's, verified before any payout is walked.
    const onboarded = await stack.post('/api/post/streamer/onboard', onboardingForm(), {
      token: cast.streamerToken,
    });
    expect(onboarded.status).toBe(200);
    await write(routes.adminOnboarding.verify, {}, { streamerIds: [cast.streamerId] });
  }, 180_000);
  afterAll(async () => {
    await stack.stop();
    rmSync(privateDir, { recursive: true, force: true });
  }, 30_000);

  /** Calls the route (its `:params` filled) and answers the body; any answer but 2xx fails the walk. */
  async function write(route: HttpRoute, params: Record<string, string>, body?: unknown) {
    const path = fillPath(route.path, params);
    const answer =
      route.method === 'DELETE'
        ? await stack.delete(path, as())
        : route.method === 'PUT'
          ? await stack.put(path, body ?? {}, as())
          : await stack.post(path, body ?? {}, as());
    if (answer.status >= 300) throw new Error(`${route.method} ${path}: ${answer.status} ${answer.text}`);
    return answer.body;
  }

  const created = {
    game: async () => {
      const platforms: PlatformDto[] = (await stack.get('/api/get/platforms')).body;
      const game = await write(
        routes.catalogAdmin.createGame,
        {},
        {
          name: `Audit Arena ${randomUUID().slice(0, 6)}`,
          desc: 'A test game',
          modes: [{ name: 'Duos', duration: 20, no_of_players: 2 }],
          platformIds: [platforms[0]._id],
        },
      );
      return game.game._id as string;
    },
    platform: async () =>
      (
        await write(
          routes.catalogAdmin.createPlatform,
          {},
          { platform_name: `Deck ${randomUUID().slice(0, 6)}` },
        )
      ).platform._id as string,
    banner: async () =>
      (
        await write(
          routes.catalogAdmin.createBanner,
          {},
          { title: 'Summer cup', image: '/uploads/banners/x.webp' },
        )
      ).banner._id as string,
    blog: async () =>
      (
        await write(
          routes.adminBlogs.create,
          {},
          { title: `Audit ${randomUUID()}`, bodyHtml: '<p>Hi</p>', publish: 'now', tags: ['audited'] },
        )
      ).post.id as string,
    faq: async () =>
      (await write(routes.adminFaqs.create, {}, { question: `Why ${randomUUID()}?`, answer: 'Because.' })).faq
        ._id as string,
    member: async () =>
      (
        await write(
          routes.staff.invite,
          {},
          {
            email: `audit_${randomUUID().slice(0, 8)}@example.com`,
            username: `audit_${randomUUID().slice(0, 8)}`,
            fullName: 'Audit Mate',
            role: 'developer',
            permissions: [],
          },
        )
      ).member._id as string,
    star: async () => {
      const suffix = randomUUID().slice(0, 8);
      const body = {
        fullName: `Star ${suffix}`,
        username: `star_${suffix}`,
        email: `star_${suffix}@example.com`,
        country: 'IN',
      };
      return (await write(routes.adminStars.register, {}, body)).star._id as string;
    },
    /** A paid order of the demo streamer's new slot. */
    paidOrder: async () => {
      const gig = await newGig(stack, cast.streamerToken, `Audit duo ${randomUUID().slice(0, 6)}`);
      const slot = await newSlot(stack, cast.streamerToken, gig._id, nextDay++);
      const held = await heldOrder(stack, cast.fanToken, slot._id, 1);
      return (await payWithSandbox(stack, cast.fanToken, held._id)).order._id as string;
    },
    /** A played order payments lists as remaining for a payout. */
    playedOrder: async () => {
      const orderId = await created.paidOrder();
      await write(
        routes.playValidations.save,
        { streamerId: cast.streamerId },
        {
          validations: [{ orderId, played: true }],
        },
      );
      await waitFor(
        async () => {
          const remaining = await stack.get(
            fillPath(routes.adminPayouts.remaining.path, { streamerId: cast.streamerId }),
            as(),
          );
          return JSON.stringify(remaining.body).includes(orderId) || undefined;
        },
        { what: 'payments to list the played order as remaining' },
      );
      return orderId;
    },
    /** A platform-wide promo code made by the staff member. */
    promoCode: async () => {
      const code = `AUD${randomUUID().slice(0, 5).toUpperCase()}`;
      const answer = await write(
        routes.adminPromoCodes.create,
        {},
        { code, discountType: 'percent', percentOff: 5 },
      );
      return { id: (answer.promoCode?._id ?? answer._id) as string, code };
    },
    draft: async () => {
      const orderId = await created.playedOrder();
      const answer = await write(
        routes.adminPayouts.create,
        {},
        { streamerId: cast.streamerId, currency: 'INR', orderIds: [orderId] },
      );
      return { payoutId: answer.payout._id as string, orderId };
    },
  };
  /** The id of the newest submission (contact, early access, creator application) from `email`, as staff list it. */
  const submissionId = async (listPath: string, email: string) => {
    const list = await stack.get(`${listPath}?limit=100`, as());
    return (list.body.data as { _id: string; email: string }[]).find((row) => row.email === email)!._id;
  };
  const gateway = async (name: string) =>
    ((await stack.get(routes.paymentGateways.list.path, as())).body as PaymentGatewayDto[]).find(
      (g) => g.name === name,
    )!;

  /** Writes that store a picture only: nothing is changed until an audited write names the picture. */
  const uploadsOnly = new Set([key(routes.catalogAdmin.uploadImage), key(routes.adminBlogs.uploadCover)]);

  const walks = new Map<string, Walk>([
    [
      key(routes.catalogAdmin.createGame),
      async () => ({ action: 'catalog.game.create', targetId: await created.game() }),
    ],
    [
      key(routes.catalogAdmin.updateGame),
      async () => {
        const id = await created.game();
        await write(routes.catalogAdmin.updateGame, { id }, { desc: 'Changed' });
        return { action: 'catalog.game.update', targetId: id };
      },
    ],
    [
      key(routes.catalogAdmin.deleteGame),
      async () => {
        const id = await created.game();
        await write(routes.catalogAdmin.deleteGame, { id });
        return { action: 'catalog.game.delete', targetId: id };
      },
    ],
    [
      key(routes.catalogAdmin.createPlatform),
      async () => ({ action: 'catalog.platform.create', targetId: await created.platform() }),
    ],
    [
      key(routes.catalogAdmin.updatePlatform),
      async () => {
        const id = await created.platform();
        await write(
          routes.catalogAdmin.updatePlatform,
          { id },
          { platform_name: `Renamed ${randomUUID().slice(0, 6)}` },
        );
        return { action: 'catalog.platform.update', targetId: id };
      },
    ],
    [
      key(routes.catalogAdmin.deletePlatform),
      async () => {
        const id = await created.platform();
        await write(routes.catalogAdmin.deletePlatform, { id });
        return { action: 'catalog.platform.delete', targetId: id };
      },
    ],
    [
      key(routes.catalogAdmin.createBanner),
      async () => ({ action: 'catalog.banner.create', targetId: await created.banner() }),
    ],
    [
      key(routes.catalogAdmin.updateBanner),
      async () => {
        const id = await created.banner();
        await write(routes.catalogAdmin.updateBanner, { id }, { isActive: false });
        return { action: 'catalog.banner.update', targetId: id };
      },
    ],
    [
      key(routes.catalogAdmin.deleteBanner),
      async () => {
        const id = await created.banner();
        await write(routes.catalogAdmin.deleteBanner, { id });
        return { action: 'catalog.banner.delete', targetId: id };
      },
    ],
    [
      key(routes.siteAccess.setPassword),
      async () => {
        await write(routes.siteAccess.setPassword, {}, { password: 'let me in 123' });
        await write(routes.siteAccess.setPassword, {}, { password: null });
        return { action: 'content.sitePassword.set', targetId: SITE_PASSWORD_CONFIG_KEY };
      },
    ],
    [
      key(routes.adminBlogs.create),
      async () => ({ action: 'content.blog.create', targetId: await created.blog() }),
    ],
    [
      key(routes.adminBlogs.update),
      async () => {
        const id = await created.blog();
        await write(
          routes.adminBlogs.update,
          { id },
          { title: 'Retitled', bodyHtml: '<p>Hi</p>', publish: 'now' },
        );
        return { action: 'content.blog.update', targetId: id };
      },
    ],
    [
      key(routes.adminBlogs.remove),
      async () => {
        const id = await created.blog();
        await write(routes.adminBlogs.remove, { id });
        return { action: 'content.blog.delete', targetId: id };
      },
    ],
    [
      key(routes.adminBlogs.renameLabel),
      async () => {
        await created.blog();
        await write(
          routes.adminBlogs.renameLabel,
          {},
          { kind: 'tag', from: 'audited', to: `audited-${randomUUID().slice(0, 6)}` },
        );
        return { action: 'content.blog.tag.rename', targetId: 'audited' };
      },
    ],
    [
      key(routes.adminFaqs.create),
      async () => ({ action: 'content.faq.create', targetId: await created.faq() }),
    ],
    [
      key(routes.adminFaqs.update),
      async () => {
        const id = await created.faq();
        await write(routes.adminFaqs.update, { id }, { question: `Changed ${id}?`, answer: 'Changed.' });
        return { action: 'content.faq.update', targetId: id };
      },
    ],
    [
      key(routes.adminFaqs.remove),
      async () => {
        const id = await created.faq();
        await write(routes.adminFaqs.remove, { id });
        return { action: 'content.faq.delete', targetId: id };
      },
    ],
    [
      key(routes.adminFaqs.order),
      async () => {
        await created.faq();
        const faqs = (await stack.get(routes.adminFaqs.list.path, as())).body as { _id: string }[];
        await write(routes.adminFaqs.order, {}, { ids: faqs.map((faq) => faq._id).reverse() });
        return { action: 'content.faq.order', targetId: 'order' };
      },
    ],
    [
      key(routes.adminSubmissions.contactHandled),
      async () => {
        const email = `contact_${randomUUID().slice(0, 8)}@example.com`;
        const sent = await stack.post(routes.submissions.contact.path, {
          name: 'Curious Fan',
          email,
          subject: 'General question',
          message: 'How do I book a session?',
        });
        expect(sent.status).toBeLessThan(300);
        const id = await submissionId(routes.adminSubmissions.contact.path, email);
        await write(routes.adminSubmissions.contactHandled, { id }, { handled: true });
        return { action: 'content.contact.handled', targetId: id };
      },
    ],
    [
      key(routes.adminSubmissions.earlyAccessHandled),
      async () => {
        const email = `early_${randomUUID().slice(0, 8)}@example.com`;
        const sent = await stack.post(routes.submissions.earlyAccess.path, { email, role: 'fan' });
        expect(sent.status).toBeLessThan(300);
        const id = await submissionId(routes.adminSubmissions.earlyAccess.path, email);
        await write(routes.adminSubmissions.earlyAccessHandled, { id }, { handled: true });
        return { action: 'content.early-access.handled', targetId: id };
      },
    ],
    [
      key(routes.adminSubmissions.decideCreatorApplication),
      async () => {
        const email = `creator_${randomUUID().slice(0, 8)}@example.com`;
        const sent = await stack.post(routes.submissions.creatorApplication.path, {
          name: 'Rising Star',
          email,
          country: 'IN',
          channels: [{ platform: 'Twitch', url: 'https://www.twitch.tv/risingstar', followers: 1200 }],
          games: ['Valorant'],
          why: 'I stream every evening and my viewers want to play with me.',
        });
        expect(sent.status).toBeLessThan(300);
        const id = await submissionId(routes.adminSubmissions.creatorApplications.path, email);
        await write(routes.adminSubmissions.decideCreatorApplication, { id }, { decision: 'declined' });
        return { action: 'content.creator-application.decline', targetId: id };
      },
    ],
    [
      key(routes.accountModeration.reviewReports),
      async () => {
        const [reporter, reported] = [await stack.signedInUser(), await stack.signedInUser()];
        const sent = await stack.post(
          routes.account.report.path,
          { reportedUserId: reported.id, reason: 'Rude in chat' },
          { token: reporter.accessToken },
        );
        expect(sent.status).toBeLessThan(300);
        const pending = await stack.get(
          `${routes.accountModeration.reportedUsers.path}?status=pending&limit=100`,
          as(),
        );
        const account = (pending.body.data as { user: { _id: string }; reportIds: string[] }[]).find(
          (row) => row.user._id === reported.id,
        )!;
        await write(routes.accountModeration.reviewReports, {}, { reportIds: account.reportIds });
        return { action: 'identity.reports.review', targetId: reported.id };
      },
    ],
    [
      key(routes.adminTools.drawGiveaway),
      async () => {
        await created.paidOrder();
        const hour = 3_600_000;
        const drawn = await write(
          routes.adminTools.drawGiveaway,
          {},
          {
            title: 'Audit draw',
            from: new Date(Date.now() - hour).toISOString(),
            to: new Date(Date.now() + hour).toISOString(),
            winners: 1,
          },
        );
        return { action: 'booking.giveaway.draw', targetId: drawn._id };
      },
    ],
    [
      key(routes.adminTools.applyUsernames),
      async () => {
        const loud = await stack.signedInUser('Loud');
        await write(routes.adminTools.applyUsernames, {});
        return { action: 'identity.username.regenerate', targetId: loud.id };
      },
    ],
    [
      key(routes.adminTools.applySlugs),
      async () => {
        const gig = await newGig(stack, cast.streamerToken, `Audit slug ${randomUUID().slice(0, 6)}`);
        await stack.withDatabase(stack.catalogDatabaseName, (db) =>
          db.query('UPDATE gigs SET title = $2 WHERE id = $1', [
            gig._id,
            `Renamed ${randomUUID().slice(0, 6)}`,
          ]),
        );
        await write(routes.adminTools.applySlugs, {});
        return { action: 'catalog.gig.regenerateSlug', targetId: gig._id };
      },
    ],
    [
      key(routes.adminOnboarding.verify),
      async () => {
        const streamer = await streamerAccount(stack);
        const submitted = await stack.post('/api/post/streamer/onboard', onboardingForm(), {
          token: streamer.accessToken,
        });
        expect(submitted.status).toBe(200);
        const list = await stack.get(
          `${routes.adminOnboarding.submissions.path}?status=submitted&limit=100`,
          as(),
        );
        const row = (list.body.data as { _id: string; streamerId: string }[]).find(
          (entry) => entry.streamerId === streamer.id,
        )!;
        await write(routes.adminOnboarding.verify, {}, { streamerIds: [streamer.id] });
        return { action: 'identity.onboarding.verify', targetId: row._id };
      },
    ],
    [
      key(routes.adminLegal.publishPrivacy),
      async () => {
        const answer = await write(
          routes.adminLegal.publishPrivacy,
          {},
          { keyPoints: ['Shorter.'], detailed: 'Privacy, again.' },
        );
        return { action: 'content.legal.publish', targetId: answer.document._id };
      },
    ],
    [
      key(routes.adminLegal.publishTerms),
      async () => {
        const answer = await write(
          routes.adminLegal.publishTerms,
          { type: 'vipQueueTermsAndConditions' },
          {
            keyPoints: ['Fair play.'],
            detailed: 'Terms, again.',
          },
        );
        return { action: 'content.legal.publish', targetId: answer.document._id };
      },
    ],
    [
      key(routes.adminTools.saveConfiguration),
      async () => {
        await write(routes.adminTools.saveConfiguration, {}, { key: 'AUDIT_SAVED', value: '1' });
        return { action: 'content.configuration.create', targetId: 'AUDIT_SAVED' };
      },
    ],
    [
      key(routes.adminTools.removeConfiguration),
      async () => {
        await write(routes.adminTools.saveConfiguration, {}, { key: 'AUDIT_REMOVED', value: '1' });
        await write(routes.adminTools.removeConfiguration, { key: 'AUDIT_REMOVED' });
        return { action: 'content.configuration.remove', targetId: 'AUDIT_REMOVED' };
      },
    ],
    [
      key(routes.adminTools.setStreamerFee),
      async () => {
        await write(routes.adminTools.setStreamerFee, { streamerId: cast.streamerId }, { percent: '12.25' });
        return { action: 'content.platformFee.set', targetId: cast.streamerId };
      },
    ],
    [
      key(routes.paymentGateways.update),
      async () => {
        const wallet = await gateway('wallet');
        await write(routes.paymentGateways.update, { id: wallet._id }, { priority: wallet.priority + 1 });
        return { action: 'payments.paymentGateway.update', targetId: wallet._id };
      },
    ],
    [
      key(routes.adminTools.saveGateways),
      async () => {
        const all = (await stack.get(routes.paymentGateways.list.path, as())).body as PaymentGatewayDto[];
        const wallet = all.find((g) => g.name === 'wallet')!;
        await write(
          routes.adminTools.saveGateways,
          {},
          {
            gateways: all.map((g, index) => ({
              _id: g._id,
              priority: all.length - index,
              isActive: g.isActive,
            })),
          },
        );
        return { action: 'payments.paymentGateway.update', targetId: wallet._id };
      },
    ],
    [
      key(routes.adminPromoCodes.create),
      async () => {
        const code = `AUD${randomUUID().slice(0, 5).toUpperCase()}`;
        const answer = await write(
          routes.adminPromoCodes.create,
          {},
          { code, discountType: 'percent', percentOff: 5 },
        );
        return { action: 'payments.promoCode.create', targetId: answer.promoCode?._id ?? answer._id };
      },
    ],
    [
      key(routes.adminPromoCodes.toggle),
      async () => {
        const { id } = await created.promoCode();
        await write(routes.adminPromoCodes.toggle, { id });
        return { action: 'payments.promoCode.toggle', targetId: id };
      },
    ],
    [
      key(routes.adminPromoCodes.update),
      async () => {
        const { id, code } = await created.promoCode();
        await write(routes.adminPromoCodes.update, { id }, { code, discountType: 'percent', percentOff: 7 });
        return { action: 'payments.promoCode.update', targetId: id };
      },
    ],
    [
      key(routes.adminPromoCodes.remove),
      async () => {
        const { id } = await created.promoCode();
        await write(routes.adminPromoCodes.remove, { id });
        return { action: 'payments.promoCode.delete', targetId: id };
      },
    ],
    [
      key(routes.accountModeration.ban),
      async () => {
        const fan = await stack.signedInUser();
        await write(routes.accountModeration.ban, {}, { userIds: [fan.id], reason: 'Cheating' });
        return { action: 'identity.user.ban', targetId: fan.id };
      },
    ],
    [
      key(routes.accountModeration.unban),
      async () => {
        const fan = await stack.signedInUser();
        await write(routes.accountModeration.ban, {}, { userIds: [fan.id], reason: 'Cheating' });
        await write(routes.accountModeration.unban, {}, { userIds: [fan.id] });
        return { action: 'identity.user.unban', targetId: fan.id };
      },
    ],
    [
      key(routes.accountModeration.approveDeletion),
      async () => {
        const leaving = await stack.signedInUser();
        const asked = await stack.post(
          '/api/v1/user/auth/request-account-deletion',
          { reason: 'A break' },
          {
            token: leaving.accessToken,
          },
        );
        expect(asked.status).toBeLessThan(300);
        const pending = await stack.get(
          `${routes.accountModeration.deletionRequests.path}?status=pending&limit=100`,
          as(),
        );
        const request = (pending.body.data as { _id: string; userId: string }[]).find(
          (r) => r.userId === leaving.id,
        )!;
        await write(routes.accountModeration.approveDeletion, { id: request._id });
        return { action: 'identity.deletionRequest.approve', targetId: leaving.id };
      },
    ],
    [
      key(routes.adminStars.register),
      async () => ({ action: 'identity.star.register', targetId: await created.star() }),
    ],
    [
      key(routes.adminStars.update),
      async () => {
        const id = await created.star();
        await write(routes.adminStars.update, { id }, { profession: 'Coach' });
        return { action: 'identity.star.update', targetId: id };
      },
    ],
    [
      key(routes.adminStars.showAtLanding),
      async () => {
        const id = await created.star();
        await waitFor(
          async () => (await stack.get(`/api/get/influencer/${id}`)).status === 200 || undefined,
          {
            what: 'catalog to list the new star',
          },
        );
        await write(routes.adminStars.showAtLanding, { id }, { showAtLanding: true });
        return { action: 'catalog.star.showAtLanding', targetId: id };
      },
    ],
    [
      key(routes.adminStars.remove),
      async () => {
        const id = await created.star();
        await write(routes.adminStars.remove, { id });
        return { action: 'identity.star.remove', targetId: id };
      },
    ],
    [
      key(routes.adminModerators.appoint),
      async () => {
        const fan = await stack.signedInUser('appointed');
        await write(routes.adminModerators.appoint, { id: cast.streamerId }, { identifier: fan.email });
        return { action: 'identity.moderator.appoint', targetId: fan.id };
      },
    ],
    [
      key(routes.adminModerators.dismiss),
      async () => {
        const fan = await stack.signedInUser('dismissed');
        await write(routes.adminModerators.appoint, { id: cast.streamerId }, { identifier: fan.email });
        await write(routes.adminModerators.dismiss, { id: cast.streamerId, moderatorId: fan.id });
        return { action: 'identity.moderator.dismiss', targetId: fan.id };
      },
    ],
    [
      key(routes.staff.invite),
      async () => ({ action: 'identity.staff.invite', targetId: await created.member() }),
    ],
    [
      key(routes.staff.changeRole),
      async () => {
        const id = await created.member();
        await write(routes.staff.changeRole, { id }, { role: 'finance' });
        return { action: 'identity.staff.role', targetId: id };
      },
    ],
    [
      key(routes.staff.setActive),
      async () => {
        const id = await created.member();
        await write(routes.staff.setActive, { id }, { isActive: false });
        return { action: 'identity.staff.deactivate', targetId: id };
      },
    ],
    [
      key(routes.staff.setPermissions),
      async () => {
        const id = await created.member();
        await write(
          routes.staff.setPermissions,
          { id },
          { permissions: [{ service: 'FAQ', read: true, write: false }] },
        );
        return { action: 'identity.staff.permissions', targetId: id };
      },
    ],
    [
      key(routes.cancellations.cancelSlotAsStaff),
      async () => {
        const gig = await newGig(stack, cast.streamerToken, `Audit cancel ${randomUUID().slice(0, 6)}`);
        const slot = await newSlot(stack, cast.streamerToken, gig._id, nextDay++);
        await write(routes.cancellations.cancelSlotAsStaff, { slotId: slot._id });
        return { action: 'booking.slot.cancel', targetId: slot._id };
      },
    ],
    [
      key(routes.playValidations.save),
      async () => {
        const orderId = await created.paidOrder();
        await write(
          routes.playValidations.save,
          { streamerId: cast.streamerId },
          { validations: [{ orderId, played: true }] },
        );
        return { action: 'booking.order.playValidation', targetId: orderId };
      },
    ],
    [
      key(routes.adminPayouts.generate),
      async () => {
        await created.playedOrder();
        const answer = await write(routes.adminPayouts.generate, { streamerId: cast.streamerId });
        return { action: 'payments.payout.generate', targetId: answer.payouts[0]._id };
      },
    ],
    [
      key(routes.adminPayouts.create),
      async () => {
        const { payoutId } = await created.draft();
        return { action: 'payments.payout.create', targetId: payoutId };
      },
    ],
    [
      key(routes.adminPayouts.update),
      async () => {
        const { payoutId, orderId } = await created.draft();
        await write(routes.adminPayouts.update, { id: payoutId }, { removeOrderIds: [orderId] });
        return { action: 'payments.payout.update', targetId: payoutId };
      },
    ],
    [
      key(routes.adminPayouts.remove),
      async () => {
        const { payoutId } = await created.draft();
        await write(routes.adminPayouts.remove, { id: payoutId });
        return { action: 'payments.payout.remove', targetId: payoutId };
      },
    ],
    [
      key(routes.adminPayouts.complete),
      async () => {
        const { payoutId } = await created.draft();
        await write(routes.adminPayouts.complete, { id: payoutId }, { transferReference: 'UTR-AUDIT-1' });
        return { action: 'payments.payout.complete', targetId: payoutId };
      },
    ],
  ]);

  const writeRoutes = StaffRouteTable.filter(([, grant]) => grant.access === 'write').map(([route]) => route);

  it('walks every staff write route of the table (picture uploads alone change nothing to audit)', () => {
    const unwalked = writeRoutes.map(key).filter((name) => !walks.has(name) && !uploadsOnly.has(name));
    expect(unwalked).toEqual([]);
  });

  it.each(writeRoutes.filter((route) => walks.has(key(route))).map((route) => [key(route)] as const))(
    '%s',
    async (name) => {
      const { action, targetId } = await walks.get(name)!();
      const entry = await waitFor(
        async () => {
          const log = await stack.get(
            `${routes.auditLog.list.path}?action=${encodeURIComponent(action)}&targetId=${encodeURIComponent(targetId)}&actorId=${admin.id}`,
            as(),
          );
          return (log.body.data as AuditEntryDto[] | undefined)?.[0];
        },
        { what: `an audit entry ${action} of ${targetId}` },
      );
      expect(entry).toMatchObject({ actorId: admin.id, actorRole: 'admin', target: { id: targetId } });
    },
    60_000,
  );
});
