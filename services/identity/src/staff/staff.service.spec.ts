import { randomBytes } from 'node:crypto';
import {
  ALL_PERMISSIONS,
  AuthText,
  StaffText,
  type AuditEntryDto,
  type StaffPermission,
} from '@lobby/contracts';
import { refusal, waitFor } from '@lobby/test-kit';
import { claims, IdentityHarness, TEST_PASSWORD } from '../test/identity-harness';

describe('identity: the team (staff roles, invitations, grants)', () => {
  const identity = new IdentityHarness();
  beforeAll(() => identity.start(), 30_000);
  afterAll(() => identity.stop());

  const teamManager = () => identity.staffUser(ALL_PERMISSIONS, 'admin');
  const readAudit = async (targetId: string, action: string): Promise<AuditEntryDto> => {
    const reader = await identity.staffUser([{ service: 'Permissions', read: true, write: false }]);
    return waitFor(
      async () =>
        (await identity.send('identity.auditLog', { userId: reader.user._id, targetId, action })).data[0],
      { what: `the audit entry ${action}` },
    );
  };
  const invitation = (overrides: Record<string, unknown> = {}) => {
    const suffix = randomBytes(4).toString('hex');
    return {
      email: `staff_${suffix}@example.com`,
      username: `staff_${suffix}`,
      fullName: 'New Teammate',
      role: 'marketing' as const,
      permissions: [{ service: 'Banners', read: true, write: true }] as StaffPermission[],
      ...overrides,
    };
  };
  it('invites by mail: the invitee sets a password from the link and signs in at the admin login', async () => {
    const admin = await teamManager();
    const input = invitation();
    const answer = await identity.send('identity.inviteStaff', { userId: admin.user._id, ...input });
    expect(answer).toEqual({
      message: StaffText.invited,
      member: expect.objectContaining({
        username: input.username,
        email: input.email,
        role: 'marketing',
        isActive: true,
        passwordSet: false,
        permissions: [{ service: 'Banners', read: true, write: true }],
      }),
    });
    // No password yet: nothing signs in.
    expect(
      (await refusal(identity.send('identity.adminLogin', { username: input.username, password: '' })))
        .status,
    ).toBe(401);

    const mail = await identity.mail.waitForMail(input.email);
    const link = /http:\/\/lobby\.test\/admin\/password-setup\/([^\s?]+)\?token=([A-Za-z0-9_-]+)/.exec(
      mail.text,
    );
    expect(link?.[1]).toBe(encodeURIComponent(input.email));
    await identity.send('identity.setStreamerPassword', {
      email: decodeURIComponent(link![1]),
      token: link![2],
      password: TEST_PASSWORD,
    });
    const session = await identity.send('identity.adminLogin', {
      username: input.username,
      password: TEST_PASSWORD,
    });
    expect(session.user).toMatchObject({
      role: 'marketing',
      permissions: [{ service: 'Banners', read: true, write: true }],
    });
    // The link works once.
    expect(
      (
        await refusal(
          identity.send('identity.setStreamerPassword', {
            email: input.email,
            token: link![2],
            password: 'another pass 1',
          }),
        )
      ).status,
    ).toBe(400);

    const entry = await readAudit(answer.member._id, 'identity.staff.invite');
    expect(entry).toMatchObject({
      actorId: admin.user._id,
      actorUsername: admin.username,
      actorRole: 'admin',
      target: { type: 'staff', id: answer.member._id, label: input.username },
      before: null,
      after: { email: input.email, role: 'marketing', permissions: { Banners: 'write' } },
    });
  });

  it('lets User Management alone invite only without grants, and refuses bad input with its reason', async () => {
    const manager = await identity.staffUser(
      [{ service: 'User Management', read: true, write: true }],
      'developer',
    );
    expect(
      await refusal(identity.send('identity.inviteStaff', { userId: manager.user._id, ...invitation() })),
    ).toEqual({
      status: 403,
      message: AuthText.forbidden,
    });
    const plain = await identity.send('identity.inviteStaff', {
      userId: manager.user._id,
      ...invitation({ permissions: [] }),
    });
    expect(plain.member.permissions).toEqual([]);
    expect(
      await refusal(
        identity.send('identity.inviteStaff', {
          userId: manager.user._id,
          ...invitation({ role: 'user', permissions: [] }),
        }),
      ),
    ).toEqual({
      status: 400,
      message: StaffText.invalidRole,
    });
    const admin = await teamManager();
    expect(
      await refusal(
        identity.send('identity.inviteStaff', {
          userId: admin.user._id,
          ...invitation({ permissions: [{ service: 'Nope', read: true, write: true }] }),
        }),
      ),
    ).toEqual({ status: 400, message: StaffText.invalidPermissions });
    const taken = invitation({ email: admin.email });
    expect(
      (await refusal(identity.send('identity.inviteStaff', { userId: admin.user._id, ...taken }))).status,
    ).toBe(409);
    const fan = await identity.verifiedUser();
    expect(
      (await refusal(identity.send('identity.inviteStaff', { userId: fan.user._id, ...invitation() })))
        .status,
    ).toBe(403);
  });

  it('lets nobody change their own role or grants, nor a member holding rights they lack (403)', async () => {
    const admin = await teamManager();
    const forbidden = (message: string) => ({ status: 403, message });
    expect(
      await refusal(
        identity.send('identity.changeStaffRole', {
          userId: admin.user._id,
          staffId: admin.user._id,
          role: 'finance',
        }),
      ),
    ).toEqual(forbidden(StaffText.notYourOwn));
    expect(
      await refusal(
        identity.send('identity.setStaffPermissions', {
          userId: admin.user._id,
          staffId: admin.user._id,
          permissions: [],
        }),
      ),
    ).toEqual(forbidden(StaffText.notYourOwn));
    expect(
      await refusal(
        identity.send('identity.setStaffActive', {
          userId: admin.user._id,
          staffId: admin.user._id,
          isActive: false,
        }),
      ),
    ).toEqual({ status: 409, message: StaffText.selfDeactivate });

    // User Management alone: no admin-making, no touching an admin or a member with other grants.
    const manager = await identity.staffUser(
      [{ service: 'User Management', read: true, write: true }],
      'developer',
    );
    const plainMember = await identity.staffUser([], 'marketing');
    const gamesMember = await identity.staffUser(
      [{ service: 'games', read: true, write: false }],
      'marketing',
    );
    expect(
      await refusal(
        identity.send('identity.changeStaffRole', {
          userId: manager.user._id,
          staffId: plainMember.user._id,
          role: 'admin',
        }),
      ),
    ).toEqual(forbidden(StaffText.adminOnly));
    for (const target of [admin, gamesMember]) {
      expect(
        await refusal(
          identity.send('identity.setStaffActive', {
            userId: manager.user._id,
            staffId: target.user._id,
            isActive: false,
          }),
        ),
      ).toEqual(forbidden(StaffText.outranked));
      expect(
        await refusal(
          identity.send('identity.changeStaffRole', {
            userId: manager.user._id,
            staffId: target.user._id,
            role: 'finance',
          }),
        ),
      ).toEqual(forbidden(StaffText.outranked));
    }
    expect((await identity.userRow(admin.user._id)).is_active).toBe(true);
    const changed = await identity.send('identity.changeStaffRole', {
      userId: manager.user._id,
      staffId: plainMember.user._id,
      role: 'finance',
    });
    expect(changed).toMatchObject({ message: StaffText.roleChanged, member: { role: 'finance' } });

    // Permissions write alone hands out only itself, and only to members holding nothing more.
    const granter = await identity.staffUser(
      [{ service: 'Permissions', read: true, write: true }],
      'developer',
    );
    expect(
      await refusal(
        identity.send('identity.setStaffPermissions', {
          userId: granter.user._id,
          staffId: plainMember.user._id,
          permissions: ALL_PERMISSIONS,
        }),
      ),
    ).toEqual(forbidden(StaffText.grantBeyondOwn));
    expect(
      await refusal(
        identity.send('identity.setStaffPermissions', {
          userId: granter.user._id,
          staffId: gamesMember.user._id,
          permissions: [],
        }),
      ),
    ).toEqual(forbidden(StaffText.outranked));
    const readOnly = await identity.send('identity.setStaffPermissions', {
      userId: granter.user._id,
      staffId: plainMember.user._id,
      permissions: [{ service: 'Permissions', read: true, write: false }],
    });
    expect(readOnly.member.permissions).toEqual([{ service: 'Permissions', read: true, write: false }]);
    expect(
      await refusal(
        identity.send('identity.inviteStaff', {
          userId: granter.user._id,
          ...invitation({ role: 'admin', permissions: [] }),
        }),
      ),
    ).toEqual({ status: 403, message: AuthText.forbidden });
    const inviter = await identity.staffUser(
      [
        { service: 'User Management', read: true, write: true },
        { service: 'Permissions', read: true, write: true },
      ],
      'developer',
    );
    expect(
      await refusal(
        identity.send('identity.inviteStaff', {
          userId: inviter.user._id,
          ...invitation({ role: 'admin', permissions: [] }),
        }),
      ),
    ).toEqual(forbidden(StaffText.adminOnly));
    expect(
      await refusal(identity.send('identity.inviteStaff', { userId: inviter.user._id, ...invitation() })),
    ).toEqual(forbidden(StaffText.grantBeyondOwn));
  });

  it('lets one admin demote another who holds no more than they do, and audits it', async () => {
    const admin = await teamManager();
    const other = await teamManager();
    const demoted = await identity.send('identity.changeStaffRole', {
      userId: other.user._id,
      staffId: admin.user._id,
      role: 'finance',
    });
    expect(demoted).toMatchObject({ message: StaffText.roleChanged, member: { role: 'finance' } });
    const entry = await readAudit(admin.user._id, 'identity.staff.role');
    expect(entry).toMatchObject({
      actorId: other.user._id,
      before: { role: 'admin' },
      after: { role: 'finance' },
    });
  });

  it('ends a deactivated member’s sessions at once; a reactivated member signs in again', async () => {
    const admin = await teamManager();
    const member = await identity.staffUser([{ service: 'games', read: true, write: true }], 'developer');
    const session = await identity.send('identity.adminLogin', {
      username: member.username,
      password: TEST_PASSWORD,
    });

    const answer = await identity.send('identity.setStaffActive', {
      userId: admin.user._id,
      staffId: member.user._id,
      isActive: false,
    });
    expect(answer).toMatchObject({ message: StaffText.deactivated, member: { isActive: false } });
    expect(
      await identity.send('identity.authState', {
        userId: member.user._id,
        familyId: claims(session.accessToken).fam,
      }),
    ).toMatchObject({
      isActive: false,
      familyRevoked: true,
    });
    expect(
      (await refusal(identity.send('identity.refreshToken', { refreshToken: session.refreshToken }))).status,
    ).toBe(401);
    expect(
      await refusal(
        identity.send('identity.adminLogin', { username: member.username, password: TEST_PASSWORD }),
      ),
    ).toEqual({
      status: 403,
      message: AuthText.inactive,
    });

    await identity.send('identity.setStaffActive', {
      userId: admin.user._id,
      staffId: member.user._id,
      isActive: true,
    });
    await identity.send('identity.adminLogin', { username: member.username, password: TEST_PASSWORD });
    expect((await readAudit(member.user._id, 'identity.staff.deactivate')).after).toEqual({
      isActive: false,
    });
    expect((await readAudit(member.user._id, 'identity.staff.reactivate')).after).toEqual({ isActive: true });
  });

  it("replaces a member's grants (write implies read), audits the change, and leaves the same grants unaudited", async () => {
    const granter = await identity.staffUser(
      [
        { service: 'Permissions', read: true, write: true },
        { service: 'games', read: true, write: true },
        { service: 'Payouts', read: true, write: true },
        { service: 'Banners', read: true, write: false },
      ],
      'developer',
    );
    const member = await identity.staffUser(
      [
        { service: 'games', read: true, write: true },
        { service: 'Payouts', read: true, write: false },
      ],
      'finance',
    );
    const permissions: StaffPermission[] = [
      { service: 'Payouts', read: false, write: true },
      { service: 'Banners', read: true, write: false },
      { service: 'FAQ', read: false, write: false },
    ];
    const answer = await identity.send('identity.setStaffPermissions', {
      userId: granter.user._id,
      staffId: member.user._id,
      permissions,
    });
    expect(answer.member.permissions).toEqual([
      { service: 'Payouts', read: true, write: true },
      { service: 'Banners', read: true, write: false },
    ]);
    expect((await identity.currentUser(member.user._id)).permissions).toEqual(
      expect.arrayContaining([
        { service: 'Payouts', read: true, write: true },
        { service: 'Banners', read: true, write: false },
      ]),
    );
    const entry = await readAudit(member.user._id, 'identity.staff.permissions');
    expect(entry).toMatchObject({
      before: { permissions: { games: 'write', Payouts: 'read' } },
      after: { permissions: { Payouts: 'write', Banners: 'read' } },
    });
    await identity.send('identity.setStaffPermissions', {
      userId: granter.user._id,
      staffId: member.user._id,
      permissions,
    });
    const { rows } = await identity.db.query(
      `SELECT count(*)::int AS n FROM kit_outbox WHERE subject = 'events.audit.staff-action' AND payload->'target'->>'id' = $1`,
      [member.user._id],
    );
    expect(rows[0].n).toBe(1);

    // Only Permissions write saves grants; a fan or a non-staff id is refused.
    const reader = await identity.staffUser(
      [{ service: 'Permissions', read: true, write: false }],
      'developer',
    );
    expect(
      (
        await refusal(
          identity.send('identity.setStaffPermissions', {
            userId: reader.user._id,
            staffId: member.user._id,
            permissions,
          }),
        )
      ).status,
    ).toBe(403);
    const fan = await identity.verifiedUser();
    expect(
      await refusal(
        identity.send('identity.setStaffPermissions', {
          userId: granter.user._id,
          staffId: fan.user._id,
          permissions,
        }),
      ),
    ).toEqual({
      status: 404,
      message: StaffText.notStaff,
    });
    expect(
      (
        await refusal(
          identity.send('identity.setStaffPermissions', {
            userId: granter.user._id,
            staffId: 'x',
            permissions,
          }),
        )
      ).status,
    ).toBe(404);
  });

  it('lists the team for User Management or Permissions readers, filtered by role, status and search', async () => {
    const reader = await identity.staffUser(
      [{ service: 'Permissions', read: true, write: false }],
      'finance',
    );
    const suffix = randomBytes(3).toString('hex');
    const quiet = await identity.staffUser([], 'developer');
    await identity.db.query(`UPDATE users SET full_name = $2, is_active = false WHERE id = $1`, [
      quiet.user._id,
      `Quiet ${suffix}`,
    ]);
    const fan = await identity.verifiedUser({ fullName: `Quiet ${suffix}` });

    const found = await identity.send('identity.staffMembers', { userId: reader.user._id, search: suffix });
    expect(found.data.map((m) => m._id)).toEqual([quiet.user._id]);
    expect(found.data.map((m) => m._id)).not.toContain(fan.user._id);
    expect(
      (
        await identity.send('identity.staffMembers', {
          userId: reader.user._id,
          search: suffix,
          status: 'active',
        })
      ).total,
    ).toBe(0);
    const finance = await identity.send('identity.staffMembers', {
      userId: reader.user._id,
      role: 'finance',
      limit: 100,
    });
    expect(finance.data.every((m) => m.role === 'finance')).toBe(true);
    expect(finance.data.map((m) => m._id)).toContain(reader.user._id);
    expect((await identity.send('identity.staffMembers', { userId: reader.user._id })).limit).toBe(10);

    const games = await identity.staffUser([{ service: 'games', read: true, write: true }], 'developer');
    expect((await refusal(identity.send('identity.staffMembers', { userId: games.user._id }))).status).toBe(
      403,
    );
    expect(
      await refusal(
        identity.send('identity.staffMembers', { userId: reader.user._id, status: 'gone' as never }),
      ),
    ).toEqual({
      status: 400,
      message: StaffText.invalidStatus,
    });
  });
});
