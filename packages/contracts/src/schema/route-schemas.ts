import { adminToolsRouteSchemas } from '../admin-tools-schemas';
import { bookingRouteSchemas } from '../booking/schemas';
import { catalogRouteSchemas } from '../catalog/schemas';
import { contentRouteSchemas } from '../content/schemas';
import { identityRouteSchemas } from '../identity/schemas';
import { liveRouteSchemas } from '../live/schemas';
import { notificationsRouteSchemas } from '../notifications/schemas';
import { paymentsRouteSchemas } from '../payments/schemas';
import type { ParsedOf, RouteSchema, RouteSchemaTable } from './route-schema';

/** Each area's table; an area owns its groups (a group in two tables would lose one's schemas to the other). */
export const routeSchemaAreas: RouteSchemaTable[] = [
  bookingRouteSchemas,
  catalogRouteSchemas,
  paymentsRouteSchemas,
  liveRouteSchemas,
  adminToolsRouteSchemas,
  identityRouteSchemas,
  contentRouteSchemas,
  notificationsRouteSchemas,
];

/**
 * Every route's request schemas, grouped and named as `routes` (http-routes.ts) names the routes, so the gateway
 * finds a route's schemas through the route map. Kept apart from the route map: the web imports the route map on
 * its first page, and the schemas only where a form needs them.
 */
export const routeSchemas = {
  ...bookingRouteSchemas,
  ...catalogRouteSchemas,
  ...paymentsRouteSchemas,
  ...liveRouteSchemas,
  ...adminToolsRouteSchemas,
  ...identityRouteSchemas,
  ...contentRouteSchemas,
  ...notificationsRouteSchemas,
} satisfies RouteSchemaTable;

type Table = typeof routeSchemas;
/** What a controller gets for a route's params, query or body once the gateway has parsed them. */
export type Parsed<
  Group extends keyof Table,
  Name extends keyof Table[Group],
  Part extends keyof RouteSchema,
> = ParsedOf<Table[Group][Name], Part>;
