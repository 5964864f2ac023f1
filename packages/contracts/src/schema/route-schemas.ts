import { bookingRouteSchemas } from '../booking/schemas';
import { contentRouteSchemas } from '../content/schemas';
import { identityRouteSchemas } from '../identity/schemas';
import { notificationsRouteSchemas } from '../notifications/schemas';
import type { RouteSchemaTable } from './route-schema';

/**
 * Every route's request schemas, grouped and named as `routes` (http-routes.ts) names the routes, so the gateway
 * finds a route's schemas through the route map. Kept apart from the route map: the web imports the route map on
 * its first page, and the schemas only where a form needs them.
 */
export const routeSchemas = {
  ...bookingRouteSchemas,
  ...identityRouteSchemas,
  ...contentRouteSchemas,
  ...notificationsRouteSchemas,
} satisfies RouteSchemaTable;
