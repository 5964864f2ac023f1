import { randomBytes, randomUUID } from 'node:crypto';
import {
  ALL_PERMISSIONS,
  fillPath,
  routes,
  serviceUnavailableText,
  type HttpRoute,
  type Role,
  type StaffGrant,
  type StaffPermission,
  StaffRouteTable,
  type StaffService,
  StaffServices,
} from '@lobby/contracts';
import { GatewayHarness, type SignedInUser } from './gateway-harness';

/**
 * The permission matrix, generated from the contracts' StaffRouteTable: every staff route × every kind of caller,
 * against the real gateway and identity. A caller the table lets in must get past the permission check (any answer
 * but 401 and 403: the services behind most routes are not started, so they answer 503, and made-up ids 400 or
 * 404); everyone else gets 403, or 401 without a token. Identity's own re-checks answer here too, so a service
 * asking for another permission than the table shows up as a 403 where the table says yes.
 *
 * The team's own write routes also get escalation cases (issue 32): a caller holding exactly the table's grant tries
 * to change themselves, an admin, a member holding a right they lack, or to hand out more than they hold.
 */
describe('gateway: the staff permission matrix (every staff route × every role and permission)', () => {
  const stack = new GatewayHarness();
  const callers = new Map<string, SignedInUser>();
  const servicesInTable = [...new Set(StaffRouteTable.flatMap(([, grant]) => grant.services))];

  const staffKey = (service: StaffService, access: 'read' | 'write') => `${access}:${service}`;

  beforeAll(async () => {
    // Every caller of a route asks at once, so on a loaded machine identity's answer (the caller's auth state, on
    // every request) can take longer than the gateway's usual 3 s; this test is about who gets in, not speed.
    await stack.start({ RPC_TIMEOUT_MS: '15000' });
    // The callers are independent accounts, so they sign up at once (one after another took most of the file's time).
    const signUp = new Map<string, () => Promise<SignedInUser>>();
    const roles: Role[] = ['user', 'influencer', 'moderator'];
    for (const role of roles) {
      signUp.set(role, async () => {
        const user = await stack.signedInUser(role === 'user' ? 'fan' : role);
        if (role !== 'user') await stack.setRole(user.id, role);
        return user;
      });
    }
    signUp.set('staff without grants', () => stack.staffUser([], 'developer'));
    // A non-staff role carrying every grant must still be refused.
    const everything = StaffServices.map((service) => ({ service, read: true, write: true }));
    signUp.set('fan holding grants', async () => {
      const fanWithGrants = await stack.staffUser(everything, 'developer');
      await stack.setRole(fanWithGrants.id, 'user');
      return fanWithGrants;
    });
    const staffRoles: Role[] = ['admin', 'developer', 'marketing', 'finance'];
    for (const [index, service] of servicesInTable.entries()) {
      const role = staffRoles[index % staffRoles.length];
      signUp.set(staffKey(service, 'read'), () =>
        stack.staffUser([{ service, read: true, write: false }], role),
      );
      signUp.set(staffKey(service, 'write'), () =>
        stack.staffUser([{ service, read: false, write: true }], role),
      );
    }
    // Eight at a time: all 31 at once once left a verification mail past its 10 s wait under a full CI's load.
    const pending = [...signUp];
    while (pending.length > 0) {
      await Promise.all(
        pending.splice(0, 8).map(async ([caller, create]) => callers.set(caller, await create())),
      );
    }
  }, 300_000);
  afterAll(() => stack.stop());

  /** Whether the table lets a caller in: staff holding the access (write implies read) to one of the services. */
  function allowed(caller: string, grant: StaffGrant): boolean {
    const [access, service] = caller.split(':') as ['read' | 'write', StaffService | undefined];
    if (!service || !grant.services.includes(service)) return false;
    return access === 'write' || grant.access === 'read';
  }

  async function call(route: HttpRoute, token?: string) {
    const params = Object.fromEntries(
      [...route.path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => [name, randomUUID()]),
    );
    const path = fillPath(route.path, params);
    const options = { token };
    switch (route.method) {
      case 'GET':
        return stack.get(path, options);
      case 'POST':
        return stack.post(path, {}, options);
      case 'PUT':
        return stack.put(path, {}, options);
      case 'DELETE':
        return stack.delete(path, options);
    }
  }

  const identityUnavailable = serviceUnavailableText('identity');

  /** "refused 403", "let in", or why the gateway could not tell (identity did not answer in time). */
  function verdict(answer: { status: number; body: { message?: unknown } | undefined }): string {
    if (answer.status === 401 || answer.status === 403) return `refused ${answer.status}`;
    if (answer.status === 503 && answer.body?.message === identityUnavailable)
      return `unknown: ${identityUnavailable}`;
    return 'let in';
  }

  it.each(StaffRouteTable.map(([route, grant]) => [`${route.method} ${route.path}`, route, grant] as const))(
    '%s',
    async (_name, route, grant) => {
      const outcome: Record<string, string> = {};
      const expected: Record<string, string> = {};
      // Every caller at once: the calls are independent (one at a time, the matrix took 100-160 s in CI).
      await Promise.all(
        [...callers].map(async ([caller, user]) => {
          outcome[caller] = verdict(await call(route, user.accessToken));
          expected[caller] = allowed(caller, grant) ? 'let in' : 'refused 403';
        }),
      );
      outcome.anonymous = verdict(await call(route));
      expected.anonymous = 'refused 401';
      expect(outcome).toEqual(expected);
    },
  );

  /**
   * How each team write changes a member: a change within the caller's own rights, the ones beyond them, and what a
   * change of the caller themselves answers (deactivating yourself has its own 409).
   */
  interface TeamChange {
    harmless: (own: StaffPermission) => object;
    escalating: ((own: StaffPermission) => object)[];
    selfStatus?: number;
  }
  const invitation = (role: string, permissions: StaffPermission[]) => {
    const suffix = randomBytes(4).toString('hex');
    return {
      email: `team_${suffix}@example.com`,
      username: `team_${suffix}`,
      fullName: 'Team Mate',
      role,
      permissions,
    };
  };
  const teamChanges = new Map<string, TeamChange>([
    [
      `${routes.staff.invite.method} ${routes.staff.invite.path}`,
      {
        harmless: () => invitation('developer', []),
        escalating: [() => invitation('admin', []), () => invitation('developer', ALL_PERMISSIONS)],
      },
    ],
    [
      `${routes.staff.changeRole.method} ${routes.staff.changeRole.path}`,
      { harmless: () => ({ role: 'finance' }), escalating: [() => ({ role: 'admin' })], selfStatus: 403 },
    ],
    [
      `${routes.staff.setActive.method} ${routes.staff.setActive.path}`,
      { harmless: () => ({ isActive: false }), escalating: [], selfStatus: 409 },
    ],
    [
      `${routes.staff.setPermissions.method} ${routes.staff.setPermissions.path}`,
      {
        harmless: (own) => ({ permissions: [own] }),
        escalating: [() => ({ permissions: ALL_PERMISSIONS })],
        selfStatus: 403,
      },
    ],
  ]);
  const teamWrites = StaffRouteTable.filter(
    ([route, grant]) => grant.access === 'write' && route.path.startsWith(routes.staff.list.path),
  );

  it('has escalation cases for every team write route of the table', () => {
    expect(teamWrites.map(([route]) => `${route.method} ${route.path}`).sort()).toEqual(
      [...teamChanges.keys()].sort(),
    );
  });

  it.each(teamWrites.map(([route, grant]) => [`${route.method} ${route.path}`, route, grant] as const))(
    'escalation: %s',
    async (key, route, grant) => {
      const change = teamChanges.get(key)!;
      const own: StaffPermission = { service: grant.services[0], read: true, write: true };
      const lacked = StaffServices.find((service) => !grant.services.includes(service))!;
      const caller = await stack.staffUser([own], 'developer');
      const send = (body: object, targetId?: string) => {
        const path = targetId ? fillPath(route.path, { id: targetId }) : route.path;
        const options = { token: caller.accessToken };
        return route.method === 'POST' ? stack.post(path, body, options) : stack.put(path, body, options);
      };
      const peer = () => stack.staffUser([], 'marketing');
      const outcome: Record<string, number> = {};
      const expected: Record<string, number> = {};
      const attempt = async (name: string, status: number, body: object, targetId?: string) => {
        outcome[name] = (await send(body, targetId)).status;
        expected[name] = status;
      };
      const targeted = route.path.includes(':id');
      for (const [index, escalate] of change.escalating.entries())
        await attempt(
          `beyond own rights #${index + 1}`,
          403,
          escalate(own),
          targeted ? (await peer()).id : undefined,
        );
      if (targeted) {
        await attempt('themselves', change.selfStatus!, change.harmless(own), caller.id);
        await attempt('an admin', 403, change.harmless(own), (await stack.staffUser([], 'admin')).id);
        const holder = await stack.staffUser([{ service: lacked, read: true, write: false }], 'marketing');
        await attempt('a member holding a right they lack', 403, change.harmless(own), holder.id);
        await attempt('a member holding nothing more', 200, change.harmless(own), (await peer()).id);
      } else {
        await attempt('within own rights', 201, change.harmless(own));
      }
      expect(outcome).toEqual(expected);
    },
    60_000,
  );
});
