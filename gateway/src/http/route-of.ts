import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';

const joinPath = (...parts: string[]) =>
  `/${parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`;
const asList = (value: unknown) => (Array.isArray(value) ? value : [value ?? '']) as string[];

/**
 * The 'METHOD /path' routes a controller's handler serves, read from the metadata its decorators left, in the form
 * the contracts' route table uses ('GET /api/admin/games/:id').
 */
export function routesOfHandler(controller: object, handler: object): string[] {
  const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
  if (method === undefined) return [];
  return asList(Reflect.getMetadata(PATH_METADATA, controller)).flatMap((prefix) =>
    asList(Reflect.getMetadata(PATH_METADATA, handler)).map(
      (path) => `${RequestMethod[method]} ${joinPath(prefix, path)}`,
    ),
  );
}
