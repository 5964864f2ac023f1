import {
  AccountText,
  AuthText,
  type GigDto,
  ModerationText,
  type ReportedUserDto,
  type StaffPermission,
} from '@lobby/contracts';
import { GatewayHarness, type SignedInUser } from './gateway-harness';
import { eventually, starListed } from './support/catalog-fixtures';
import { demoAccount, demoToken } from './support/demo-cast';
import { forbidden, invalid } from './support/answers';
import { connected, gatewaySocket } from './support/sockets';

const grant = (service: StaffPermission['service'], write: boolean): StaffPermission => ({
  service,
  read: true,
  write,
});

describe('gateway: reported users, bans and unbans (issue 17 item 4)', () => {
  const stack = new GatewayHarness();
  let moderator: SignedInUser;
  beforeAll(async () => {
    await stack.start({}, { SEED_DEMO_DATA: 'true' }, { catalog: { SEED_DEMO_DATA: 'true' } });
    moderator = await stack.staffUser([grant('Reported Users', true), grant('Banned Users', true)]);
  }, 120_000);
  afterAll(() => stack.stop());

  const reportedUsers = (query: string, token = moderator.accessToken) =>
    stack.get(`/api/admin/reported-users${query}`, { token });

  it("closes a banned streamer's socket within a second, refuses their next request, hides their gigs, and an unban brings them back", async () => {
    const streamer = demoAccount('streamer');
    const token = await demoToken(stack, 'streamer');
    const star = await starListed(stack, streamer.username);
    const valorant = (await stack.get('/api/get/game/valorant')).body;
    const added = await stack.post(
      '/api/influencer/add/product',
      {
        gig_title: 'Fixed matches with me',
        gig_desc: 'Soon gone.',
        gameId: valorant._id,
        gameModeId: valorant.modes[0]._id,
        platformId: valorant.platforms_available[0]._id,
        price: 150,
        tags: [],
        requirements: [],
      },
      { token },
    );
    expect(added.status).toBe(201);
    const gigs = [added.body.gig as GigDto];
    const gigIds = gigs.map((gig) => gig._id);
    const browsed = async () =>
      ((await stack.get('/api/get/GigsForScroll?limit=100')).body.data as GigDto[]).filter((gig) =>
        gigIds.includes(gig._id),
      );
    const searched = async () =>
      (
        (await stack.get('/api/get/GigsForScroll?search=Fixed%20matches&limit=100')).body.data as GigDto[]
      ).filter((gig) => gigIds.includes(gig._id));
    const onLanding = async () =>
      ((await stack.get('/api/get/mostPopularProducts?limit=100')).body as GigDto[]).filter((gig) =>
        gigIds.includes(gig._id),
      );
    expect((await browsed()).length).toBeGreaterThan(0);
    expect((await searched()).length).toBeGreaterThan(0);

    const socket = await connected(gatewaySocket(stack.gateway.url, { token }));
    const closed = new Promise<number>((resolve) => socket.once('disconnect', () => resolve(Date.now())));
    const bannedAt = Date.now();
    const ban = await stack.post(
      '/api/admin/ban-users',
      { userIds: [star._id], reason: 'Match fixing' },
      { token: moderator.accessToken },
    );
    expect(ban).toMatchObject({
      status: 200,
      body: { message: AccountText.usersBanned, userIds: [star._id] },
    });
    const closedAt = await Promise.race([
      closed,
      new Promise<number>((resolve) => setTimeout(() => resolve(-1), 1000)),
    ]);
    expect(closedAt).not.toBe(-1);
    expect(closedAt - bannedAt).toBeLessThan(1000);
    expect(await stack.get('/api/current_user', { token })).toMatchObject({
      status: 401,
      body: { error: AuthText.banned },
    });
    // The socket can't come back with the same token.
    await expect(connected(gatewaySocket(stack.gateway.url, { token }))).rejects.toThrow(AuthText.banned);

    await eventually(
      async () =>
        (await stack.get(`/api/get/influencer/${streamer.username}`)).status === 404 ? true : undefined,
      'the star page to go',
    );
    expect(await browsed()).toEqual([]);
    expect(await searched()).toEqual([]);
    expect(await onLanding()).toEqual([]);

    const bans = await stack.get('/api/admin/banned-users', { token: moderator.accessToken });
    expect(bans.status).toBe(200);
    expect(bans.body.data.find((row: { user: { _id: string } }) => row.user._id === star._id)).toMatchObject({
      reason: 'Match fixing',
      bannedBy: { _id: moderator.id },
    });

    expect(
      await stack.post('/api/admin/unban-users', { userIds: [star._id] }, { token: moderator.accessToken }),
    ).toMatchObject({ status: 200, body: { message: AccountText.usersUnbanned, userIds: [star._id] } });
    await starListed(stack, streamer.username);
    await eventually(async () => ((await browsed()).length > 0 ? true : undefined), 'the gigs to come back');
    // Signing in again works; the token the ban ended stays ended.
    const again = await demoToken(stack, 'streamer');
    expect((await stack.get('/api/current_user', { token: again })).status).toBe(200);
    expect((await stack.get('/api/current_user', { token })).status).not.toBe(200);
  });

  it('lists reports per account (pending, then reviewed) and marks many reviewed at once', async () => {
    const [reporter, rude, alsoRude] = [
      await stack.signedInUser(),
      await stack.signedInUser(),
      await stack.signedInUser(),
    ];
    for (const target of [rude, alsoRude])
      await stack.post(
        '/api/post/report-user-account',
        { reportedUserId: target.id, reason: 'Rude' },
        { token: reporter.accessToken },
      );
    const pending = await reportedUsers('?limit=100');
    expect(pending).toMatchObject({ status: 200, body: { page: 1, limit: 100 } });
    const ours = (pending.body.data as ReportedUserDto[]).filter((row) =>
      [rude.id, alsoRude.id].includes(row.user._id),
    );
    expect(ours).toHaveLength(2);
    expect(ours[0]).toMatchObject({ status: 'pending', reportCount: 1, reports: [{ reason: 'Rude' }] });

    const reportIds = ours.flatMap((row) => row.reportIds);
    expect(
      await stack.post('/api/admin/reported-users/review', { reportIds }, { token: moderator.accessToken }),
    ).toMatchObject({
      status: 200,
      body: { message: ModerationText.reportsReviewed, reportIds: expect.any(Array) },
    });
    const reviewed = await reportedUsers('?status=reviewed&limit=100');
    expect(
      (reviewed.body.data as ReportedUserDto[]).filter((row) =>
        [rude.id, alsoRude.id].includes(row.user._id),
      ),
    ).toHaveLength(2);
    expect((await reportedUsers('')).body.limit).toBe(10);
  });

  it('refuses bad queries and bodies with their reasons', async () => {
    expect(await reportedUsers('?status=open')).toMatchObject(
      invalid('The status must be one of: pending, reviewed, banned'),
    );
    expect(await reportedUsers('?page=0')).toMatchObject({ status: 400 });
    const review = (body: unknown) =>
      stack.post('/api/admin/reported-users/review', body, { token: moderator.accessToken });
    expect(await review({ reportIds: [] })).toMatchObject(invalid('Please choose from 1 to 1000 reports'));
    expect(await review({ reportIds: ['x'] })).toMatchObject(invalid('Invalid report id'));
    expect(await review({})).toMatchObject({ status: 400 });
  });

  it('is for staff holding the permission: read lists, write acts; fans, streamers and other staff get 403', async () => {
    const fan = await stack.signedInUser();
    const readers = await stack.staffUser([grant('Reported Users', false), grant('Banned Users', false)]);
    const faqStaff = await stack.staffUser([grant('FAQ', true)]);
    const target = await stack.signedInUser();
    for (const caller of [fan, faqStaff]) {
      expect(await reportedUsers('', caller.accessToken)).toMatchObject(forbidden);
      expect(await stack.get('/api/admin/banned-users', { token: caller.accessToken })).toMatchObject(
        forbidden,
      );
    }
    expect((await reportedUsers('', readers.accessToken)).status).toBe(200);
    expect((await stack.get('/api/admin/banned-users', { token: readers.accessToken })).status).toBe(200);
    for (const caller of [fan, readers, faqStaff]) {
      const token = caller.accessToken;
      expect(
        await stack.post('/api/admin/reported-users/review', { reportIds: [target.id] }, { token }),
      ).toMatchObject(forbidden);
      expect(
        await stack.post('/api/admin/ban-users', { userIds: [target.id], reason: 'x' }, { token }),
      ).toMatchObject(forbidden);
      expect(await stack.post('/api/admin/unban-users', { userIds: [target.id] }, { token })).toMatchObject(
        forbidden,
      );
    }
    expect((await stack.get('/api/current_user', { token: target.accessToken })).status).toBe(200);
  });
});
