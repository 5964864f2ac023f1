import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { GUARDS_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { routes, routeSchemaAreas, routeSchemas, StaffRouteTable, type HttpRoute } from '@lobby/contracts';
import { StaffPermissionGuard } from '../auth/staff-permission.guard';
import { routesOfHandler } from './route-of';

type Controller = abstract new (...args: never[]) => unknown;

const SOURCE_ROOT = join(__dirname, '..');

/** Every 'METHOD /path' a controller class declares, read from the metadata its decorators left. */
function routesOf(controller: Controller): string[] {
  const prototype = controller.prototype as Record<string, unknown>;
  return Object.getOwnPropertyNames(prototype).flatMap((name) => {
    const handler = prototype[name];
    return typeof handler === 'function' ? routesOfHandler(controller, handler) : [];
  });
}

/** The routes whose handler (or controller) runs the staff permission guard. */
function staffGuardedRoutes(controller: Controller): string[] {
  const prototype = controller.prototype as Record<string, unknown>;
  const guardsOf = (target: object) =>
    (Reflect.getMetadata(GUARDS_METADATA, target) as unknown[] | undefined) ?? [];
  return Object.getOwnPropertyNames(prototype).flatMap((name) => {
    const handler = prototype[name];
    if (typeof handler !== 'function') return [];
    const guarded = [...guardsOf(controller), ...guardsOf(handler)].includes(StaffPermissionGuard);
    return guarded ? routesOfHandler(controller, handler) : [];
  });
}

async function controllers(): Promise<Controller[]> {
  const files = readdirSync(SOURCE_ROOT, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.controller.ts'),
  );
  const modules = await Promise.all(files.map((file) => import(join(SOURCE_ROOT, file)) as Promise<object>));
  return modules
    .flatMap((exports) => Object.values(exports) as unknown[])
    .filter(
      (value): value is Controller =>
        typeof value === 'function' && Reflect.hasMetadata(PATH_METADATA, value),
    );
}

const mapped = Object.values(routes).flatMap((group) =>
  Object.values(group as Record<string, HttpRoute>).map((route) => `${route.method} ${route.path}`),
);

describe('the route map in @lobby/contracts', () => {
  let served: string[] = [];
  let staffGuarded: string[] = [];

  beforeAll(async () => {
    const all = await controllers();
    served = all.flatMap(routesOf);
    staffGuarded = all.flatMap(staffGuardedRoutes);
  });

  it('names every route the controllers serve, and only those', () => {
    expect(served.length).toBeGreaterThan(100);
    expect([...new Set(mapped)].sort()).toEqual([...new Set(served)].sort());
  });

  it('names each route once', () => {
    expect(mapped.length).toBe(new Set(mapped).size);
  });

  it('gives every staff route a permission in StaffRouteTable, and guards exactly those routes with it', () => {
    const tabled = StaffRouteTable.map(([route]) => `${route.method} ${route.path}`);
    expect(tabled.length).toBe(new Set(tabled).size);
    const adminPaths = served.filter((route) => route.split(' ')[1].includes('/admin/'));
    const publicAdminPaths = ['POST /api/admin/login'];
    expect([...new Set(staffGuarded)].sort()).toEqual([...new Set(tabled)].sort());
    for (const route of adminPaths.filter((route) => !publicAdminPaths.includes(route)))
      expect(tabled).toContain(route);
  });

  it('names a route of the map with every entry of the schema table, so the gateway finds each schema', () => {
    const routeGroups = routes as Record<string, Record<string, HttpRoute>>;
    const unnamed = Object.entries(routeSchemas as Record<string, Record<string, unknown>>).flatMap(
      ([group, members]) =>
        Object.keys(members)
          .filter((name) => !routeGroups[group]?.[name])
          .map((name) => `${group}.${name}`),
    );
    expect(unnamed).toEqual([]);
  });

  it('gives each group of the schema table to one area, so no area hides the schemas of another', () => {
    const groups = routeSchemaAreas.flatMap((area) => Object.keys(area));
    expect(groups.length).toBe(new Set(groups).size);
    expect(Object.keys(routeSchemas).sort()).toEqual([...groups].sort());
  });
});
