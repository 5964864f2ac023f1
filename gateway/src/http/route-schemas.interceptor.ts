import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { firstIssueText, type HttpRoute, routes, routeSchemas, type RouteSchema } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import type { Observable } from 'rxjs';
import { routesOfHandler } from './route-of';

/** 'METHOD /path' → the schemas of that route, from the route map and the schema table (same group and name). */
export function routeSchemaIndex(): Map<string, RouteSchema> {
  const index = new Map<string, RouteSchema>();
  const table = routeSchemas as Record<string, Record<string, RouteSchema>>;
  for (const [group, members] of Object.entries(routes as Record<string, Record<string, HttpRoute>>)) {
    for (const [name, route] of Object.entries(members)) {
      const schema = table[group]?.[name];
      if (schema) index.set(`${route.method} ${route.path}`, schema);
    }
  }
  return index;
}

type ParsedRequest = FastifyRequest & { params: unknown; query: unknown; body: unknown };

/**
 * Parses each request with its route's schemas (path parameters, then query, then body) before the controller
 * runs, and hands the controller the parsed values: fields the schema doesn't name are gone, numbers in a query are
 * numbers. The first thing wrong is answered 400 with its field's text.
 */
@Injectable()
export class RouteSchemasInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const schema = routeSchemaOf(context);
    if (schema) parseRequest(context.switchToHttp().getRequest<ParsedRequest>(), schema);
    return next.handle();
  }
}

let index: Map<string, RouteSchema> | undefined;
const byHandler = new WeakMap<object, RouteSchema | null>();

/** The schemas of the route a handler serves, if the route has any. */
export function routeSchemaOf(context: ExecutionContext): RouteSchema | null {
  const handler = context.getHandler();
  let schema = byHandler.get(handler);
  if (schema === undefined) {
    index ??= routeSchemaIndex();
    const served = routesOfHandler(context.getClass(), handler);
    schema = served.map((route) => index?.get(route)).find(Boolean) ?? null;
    byHandler.set(handler, schema);
  }
  return schema;
}

/** A form's text fields become the body once the form is read (uploads/multipart-form.ts), and are parsed then. */
export function parseFormBody(context: ExecutionContext, fields: Record<string, string>): unknown {
  const schema = routeSchemaOf(context);
  return schema?.body ? parsed(schema.body, fields) : fields;
}

function parseRequest(request: ParsedRequest, schema: RouteSchema): void {
  if (schema.params) request.params = parsed(schema.params, request.params ?? {});
  if (schema.query) request.query = parsed(schema.query, request.query ?? {});
  if (schema.body && !request.isMultipart()) request.body = parsed(schema.body, asFields(request.body));
}

/**
 * A body that is not an object (a list, null, a text, a number) is read as an empty one, so its first field answers:
 * what the gateway always answered (`POST /auth/signup` with `[1, 2]` asks for a valid email).
 */
function asFields(body: unknown): unknown {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
}

function parsed(schema: NonNullable<RouteSchema['body']>, value: unknown): unknown {
  const result = schema.safeParse(value);
  if (!result.success) throw DomainError.invalid(firstIssueText(result.error));
  return result.data;
}
