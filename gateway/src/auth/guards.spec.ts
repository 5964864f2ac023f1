import { Controller, type ExecutionContext, Get, Post } from '@nestjs/common';
import { GUARDS_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import { AuthText, type Role, type StaffPermission as Grant, StaffServices } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import { ActingForStreamerGuard } from './acting-for-streamer.guard';
import { Roles, StaffRoute } from './auth.decorators';
import type { AuthenticatedUser, GatewayRequest } from './authenticated-user';
import { RolesGuard } from './roles.guard';
import { SignedInGuard } from './signed-in.guard';
import { StaffPermissionGuard } from './staff-permission.guard';

const STREAMER = '0190a0d0-0000-7000-8000-000000000001';
const OTHER_STREAMER = '0190a0d0-0000-7000-8000-000000000002';

@Controller('api/admin')
class ExampleRoutes {
  @Roles('influencer', 'moderator')
  streamerSide() {}

  /** Two routes of the contracts' StaffRouteTable (games read and write), and one it doesn't list. */
  @Post('games')
  @StaffRoute()
  editGames() {}

  @Get('games')
  @StaffRoute()
  readGames() {}

  @Get('not-in-the-table')
  @StaffRoute()
  unlisted() {}

  unguarded() {}
}

function user(overrides: Partial<AuthenticatedUser> = {}): AuthenticatedUser {
  return {
    userId: STREAMER,
    role: 'user',
    familyId: 'family-1',
    permissions: [],
    modStreamers: [],
    ...overrides,
  };
}

function contextFor(
  request: Partial<GatewayRequest>,
  handler: keyof ExampleRoutes = 'unguarded',
): ExecutionContext {
  return {
    getHandler: () => ExampleRoutes.prototype[handler],
    getClass: () => ExampleRoutes,
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
}

function refusal(run: () => unknown): { status: number; message: string } {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return { status: (error as DomainError).status, message: (error as DomainError).message };
  }
  throw new Error('Expected the guard to refuse');
}

const forbidden = { status: 403, message: AuthText.forbidden };

describe('guard decorators', () => {
  it('authenticate the caller before checking their role or permission', () => {
    expect(Reflect.getMetadata(GUARDS_METADATA, ExampleRoutes.prototype.streamerSide)).toEqual([
      SignedInGuard,
      RolesGuard,
    ]);
    expect(Reflect.getMetadata(GUARDS_METADATA, ExampleRoutes.prototype.editGames)).toEqual([
      SignedInGuard,
      StaffPermissionGuard,
    ]);
  });
});

describe('RolesGuard', () => {
  const guard = new RolesGuard(new Reflector());
  const asRole = (role: Role) => contextFor({ user: user({ role }) }, 'streamerSide');

  it('lets in the roles named with @Roles()', () => {
    expect(guard.canActivate(asRole('influencer'))).toBe(true);
    expect(guard.canActivate(asRole('moderator'))).toBe(true);
  });

  it('refuses every other role with 403', () => {
    expect(refusal(() => guard.canActivate(asRole('user')))).toEqual(forbidden);
    expect(refusal(() => guard.canActivate(asRole('admin')))).toEqual(forbidden);
  });

  it('refuses a route that names no roles', () => {
    expect(refusal(() => guard.canActivate(contextFor({ user: user({ role: 'admin' }) })))).toEqual(
      forbidden,
    );
  });

  it('answers 401 when nobody is signed in', () => {
    expect(refusal(() => guard.canActivate(contextFor({ user: null }, 'streamerSide')))).toEqual({
      status: 401,
      message: AuthText.signInRequired,
    });
  });
});

describe('StaffPermissionGuard', () => {
  const guard = new StaffPermissionGuard();
  const staff = (role: Role, permissions: Grant[]) => ({ user: user({ role, permissions }) });
  const readOnlyGames: Grant[] = [{ service: 'games', read: true, write: false }];
  const writeGames: Grant[] = [{ service: 'games', read: false, write: true }];

  it('lets staff with the write permission the table names write, and read (write implies read)', () => {
    expect(guard.canActivate(contextFor(staff('marketing', writeGames), 'editGames'))).toBe(true);
    expect(guard.canActivate(contextFor(staff('marketing', writeGames), 'readGames'))).toBe(true);
  });

  it('lets staff with read access read but not write', () => {
    expect(guard.canActivate(contextFor(staff('finance', readOnlyGames), 'readGames'))).toBe(true);
    expect(
      refusal(() => guard.canActivate(contextFor(staff('finance', readOnlyGames), 'editGames'))),
    ).toEqual(forbidden);
  });

  it('refuses staff without a grant for the service', () => {
    const faqOnly: Grant[] = [{ service: 'FAQ', read: true, write: true }];
    expect(refusal(() => guard.canActivate(contextFor(staff('admin', faqOnly), 'readGames')))).toEqual(
      forbidden,
    );
  });

  it('refuses a non-staff role even when it carries a grant', () => {
    expect(
      refusal(() => guard.canActivate(contextFor(staff('influencer', writeGames), 'editGames'))),
    ).toEqual(forbidden);
    expect(refusal(() => guard.canActivate(contextFor(staff('moderator', writeGames), 'readGames')))).toEqual(
      forbidden,
    );
  });

  it('refuses everyone on a staff route the table does not list, and on a handler that is no route', () => {
    const everything: Grant[] = StaffServices.map((service) => ({ service, read: true, write: true }));
    expect(refusal(() => guard.canActivate(contextFor(staff('admin', everything), 'unlisted')))).toEqual(
      forbidden,
    );
    expect(refusal(() => guard.canActivate(contextFor(staff('admin', everything))))).toEqual(forbidden);
  });
});

describe('ActingForStreamerGuard', () => {
  const guard = new ActingForStreamerGuard();
  const influencer = user({ role: 'influencer', userId: STREAMER });
  const moderator = user({ role: 'moderator', userId: 'moderator-1', modStreamers: [STREAMER] });

  function actFor(request: Partial<GatewayRequest>): string | undefined {
    expect(guard.canActivate(contextFor(request))).toBe(true);
    return request.actingStreamerId;
  }

  it('lets an influencer act as themself without a streamerId or with their own', () => {
    expect(actFor({ user: influencer, params: {}, query: {}, body: undefined })).toBe(STREAMER);
    expect(actFor({ user: influencer, query: { streamerId: STREAMER } })).toBe(STREAMER);
  });

  it('refuses an influencer acting for another streamer', () => {
    const request = { user: influencer, query: { streamerId: OTHER_STREAMER } };
    expect(refusal(() => guard.canActivate(contextFor(request)))).toEqual(forbidden);
  });

  it('lets a moderator act for a streamer in their list, named in the path, query or body', () => {
    expect(actFor({ user: moderator, params: { streamerId: STREAMER } })).toBe(STREAMER);
    expect(actFor({ user: moderator, query: { streamerId: STREAMER } })).toBe(STREAMER);
    expect(actFor({ user: moderator, body: { streamerId: STREAMER } })).toBe(STREAMER);
  });

  it('refuses a moderator for a streamer outside their list, or without a streamerId', () => {
    expect(
      refusal(() =>
        guard.canActivate(contextFor({ user: moderator, query: { streamerId: OTHER_STREAMER } })),
      ),
    ).toEqual(forbidden);
    expect(refusal(() => guard.canActivate(contextFor({ user: moderator, query: {} })))).toEqual(forbidden);
  });

  it('refuses a streamerId that is not one plain string', () => {
    const request = { user: moderator, query: { streamerId: [STREAMER, OTHER_STREAMER] } };
    expect(refusal(() => guard.canActivate(contextFor(request)))).toEqual(forbidden);
  });

  it('refuses fans and staff', () => {
    for (const role of ['user', 'admin'] as const) {
      const request = { user: user({ role, modStreamers: [STREAMER] }), query: { streamerId: STREAMER } };
      expect(refusal(() => guard.canActivate(contextFor(request)))).toEqual(forbidden);
    }
  });

  it('answers 401 when nobody is signed in', () => {
    expect(refusal(() => guard.canActivate(contextFor({ user: null, query: {} })))).toEqual({
      status: 401,
      message: AuthText.signInRequired,
    });
  });
});
