import { ALL_PERMISSIONS, AuthText, StaffText } from '@lobby/contracts';
import { waitFor } from '@lobby/test-kit';
import { GatewayHarness, PASSWORD, type SignedInUser } from './gateway-harness';

/**
 * The team through the gateway (/api/admin/staff, /api/admin/audit-log): who may call what (the matrix covers
 * every role; this checks the answers), malformed input answered 400 with its reason, and a deactivated member's
 * token refused on its next request.
 */
describe('gateway: staff management and the audit log', () => {
  const stack = new GatewayHarness();
  let admin: SignedInUser;
  beforeAll(async () => {
    await stack.start();
    admin = await stack.staffUser(ALL_PERMISSIONS, 'admin');
  }, 60_000);
  afterAll(() => stack.stop());

  const invite = (suffix: string) => ({
    email: `team_${suffix}@example.com`,
    username: `team_${suffix}`,
    fullName: 'Team Mate',
    role: 'developer',
    permissions: [{ service: 'games', read: true, write: false }],
  });

  it('invites, lists, changes the role and grants, and shows every change in the audit log', async () => {
    const created = await stack.post('/api/admin/staff', invite('one'), { token: admin.accessToken });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      message: StaffText.invited,
      member: { role: 'developer', passwordSet: false },
    });
    const id = created.body.member._id;

    const listed = await stack.get('/api/admin/staff?search=team_one', { token: admin.accessToken });
    expect(listed.body).toMatchObject({ total: 1, limit: 10, data: [{ _id: id, isActive: true }] });

    const role = await stack.put(
      `/api/admin/staff/${id}/role`,
      { role: 'finance' },
      { token: admin.accessToken },
    );
    expect(role.body).toMatchObject({ message: StaffText.roleChanged, member: { role: 'finance' } });
    const grants = await stack.put(
      `/api/admin/staff/${id}/permissions`,
      { permissions: [{ service: 'Payouts', read: true, write: true }] },
      { token: admin.accessToken },
    );
    expect(grants.body.member.permissions).toEqual([{ service: 'Payouts', read: true, write: true }]);

    const log = await waitFor(
      async () => {
        const page = await stack.get(`/api/admin/audit-log?targetType=staff&targetId=${id}`, {
          token: admin.accessToken,
        });
        return page.body.total === 3 ? page.body : undefined;
      },
      { what: 'three audit entries' },
    );
    expect(log.data.map((entry: { action: string }) => entry.action)).toEqual([
      'identity.staff.permissions',
      'identity.staff.role',
      'identity.staff.invite',
    ]);
    expect(log.data[0]).toMatchObject({
      actorId: admin.id,
      actorUsername: admin.username,
      actorRole: 'admin',
      before: { permissions: { games: 'read' } },
      after: { permissions: { Payouts: 'write' } },
    });
    const byPrefix = await stack.get(`/api/admin/audit-log?action=identity.staff.r&targetId=${id}`, {
      token: admin.accessToken,
    });
    expect(byPrefix.body.data.map((entry: { action: string }) => entry.action)).toEqual([
      'identity.staff.role',
    ]);
  });

  it('refuses callers without the grant with 403 and malformed input with 400', async () => {
    const reader = await stack.staffUser(
      [{ service: 'User Management', read: true, write: false }],
      'marketing',
    );
    const fan = await stack.signedInUser();
    expect((await stack.get('/api/admin/staff', { token: reader.accessToken })).status).toBe(200);
    expect((await stack.post('/api/admin/staff', invite('two'), { token: reader.accessToken })).status).toBe(
      403,
    );
    expect((await stack.get('/api/admin/audit-log', { token: reader.accessToken })).status).toBe(403);
    expect((await stack.get('/api/admin/staff', { token: fan.accessToken })).status).toBe(403);
    expect((await stack.get('/api/admin/audit-log', { token: fan.accessToken })).status).toBe(403);
    expect((await stack.get('/api/admin/audit-log')).status).toBe(401);
    const permissionsOnly = await stack.staffUser(
      [{ service: 'Permissions', read: true, write: false }],
      'finance',
    );
    expect((await stack.get('/api/admin/audit-log', { token: permissionsOnly.accessToken })).status).toBe(
      200,
    );

    const bad: [string, 'get' | 'post' | 'put', unknown, string][] = [
      ['/api/admin/staff?status=gone', 'get', undefined, StaffText.invalidStatus],
      ['/api/admin/staff?role=user', 'get', undefined, StaffText.invalidRole],
      ['/api/admin/audit-log?actorId=me', 'get', undefined, StaffText.invalidAuditFilter],
      ['/api/admin/audit-log?from=yesterday', 'get', undefined, StaffText.invalidAuditFilter],
      ['/api/admin/staff', 'post', { ...invite('three'), role: 'user' }, StaffText.invalidRole],
      [
        '/api/admin/staff',
        'post',
        { ...invite('four'), permissions: ['games'] },
        StaffText.invalidPermissions,
      ],
      [
        '/api/admin/staff',
        'post',
        { ...invite('five'), permissions: [{ service: 'Nope', read: true, write: true }] },
        StaffText.invalidPermissions,
      ],
      [`/api/admin/staff/${admin.id}/role`, 'put', { role: 'superuser' }, StaffText.invalidRole],
      [`/api/admin/staff/${admin.id}/active`, 'put', { isActive: 'no' }, StaffText.invalidActive],
      [`/api/admin/staff/not-an-id/active`, 'put', { isActive: false }, StaffText.notStaff],
      [
        `/api/admin/staff/${admin.id}/permissions`,
        'put',
        { permissions: 'all' },
        StaffText.invalidPermissions,
      ],
    ];
    for (const [path, method, body, message] of bad) {
      const answer =
        method === 'get'
          ? await stack.get(path, { token: admin.accessToken })
          : await stack[method](path, body, { token: admin.accessToken });
      expect({ path, status: answer.status, error: answer.body.error }).toEqual({
        path,
        status: 400,
        error: message,
      });
    }
  });

  it("refuses a deactivated member's token on its next request, and a member's change of their own role", async () => {
    const member = await stack.staffUser([{ service: 'games', read: true, write: true }], 'developer');
    expect((await stack.get('/api/admin/games', { token: member.accessToken })).status).not.toBe(401);
    const off = await stack.put(
      `/api/admin/staff/${member.id}/active`,
      { isActive: false },
      { token: admin.accessToken },
    );
    expect(off.body).toMatchObject({ message: StaffText.deactivated, member: { isActive: false } });
    const next = await stack.get('/api/admin/games', { token: member.accessToken });
    expect(next.status).toBe(401);
    const login = await stack.post('/api/admin/login', { username: member.username, password: PASSWORD });
    expect(login).toMatchObject({ status: 403, body: { error: AuthText.inactive } });

    // Nobody changes their own role: the last admin can't step down either (that 409 is no longer reachable).
    const demote = await stack.put(
      `/api/admin/staff/${admin.id}/role`,
      { role: 'finance' },
      { token: admin.accessToken },
    );
    expect(demote).toMatchObject({ status: 403, body: { error: StaffText.notYourOwn } });
  });
});
