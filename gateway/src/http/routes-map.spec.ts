import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { routes, type HttpRoute } from '@lobby/contracts';

type Controller = abstract new (...args: never[]) => unknown;

const SOURCE_ROOT = join(__dirname, '..');

const joinPath = (...parts: string[]) =>
  `/${parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`;
const asList = (value: unknown) => (Array.isArray(value) ? value : [value ?? '']) as string[];

/** Every 'METHOD /path' a controller class declares, read from the metadata its decorators left. */
function routesOf(controller: Controller): string[] {
  const prototype = controller.prototype as Record<string, unknown>;
  return Object.getOwnPropertyNames(prototype).flatMap((name) => {
    const handler = prototype[name];
    const method =
      typeof handler === 'function' ? (Reflect.getMetadata(METHOD_METADATA, handler) as unknown) : undefined;
    if (method === undefined) return [];
    return asList(Reflect.getMetadata(PATH_METADATA, controller)).flatMap((prefix) =>
      asList(Reflect.getMetadata(PATH_METADATA, handler as object)).map(
        (path) => `${RequestMethod[method as RequestMethod]} ${joinPath(prefix, path)}`,
      ),
    );
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

  beforeAll(async () => {
    served = (await controllers()).flatMap(routesOf);
  });

  it('names every route the controllers serve, and only those', () => {
    expect(served.length).toBeGreaterThan(100);
    expect([...new Set(mapped)].sort()).toEqual([...new Set(served)].sort());
  });

  it('names each route once', () => {
    expect(mapped.length).toBe(new Set(mapped).size);
  });
});
