import type { MarketingPixelDto } from './marketing';
import type { AdminDashboardDto } from './admin-dashboard';

import { GET, type QueryParams } from './http-route';
import { bookingRoutes } from './booking/routes';
import { catalogRoutes } from './catalog/routes';
import { contentRoutes } from './content/routes';
import { identityRoutes } from './identity/routes';
import { liveRoutes } from './live/routes';
import { notificationsRoutes } from './notifications/routes';
import { paymentsRoutes } from './payments/routes';
import { adminToolsRoutes } from './admin-tools-routes';

export {
  fillPath,
  type Body,
  type Query,
  type HttpMethod,
  type QueryValue,
  type QueryParams,
  type RouteTypes,
  type HttpRoute,
  type PathParams,
  type RouteResponse,
  type RouteQuery,
  type RouteBody,
  type RouteParams,
  type ActingFor,
  type QueuesJoinedPage,
  type RunningLiveSessionDto,
  type MyPlaceDto,
  type StartedLiveSession,
  type RawSlotUser,
  type RawSlotPage,
} from './http-route';

/**
 * Every REST route of the gateway (spec §7): method, path and the types of its path parameters, query, body
 * and answer, so the web calls a route by name and a wrong path, parameter or field fails to compile. The
 * gateway's routes-map test keeps this list equal to its controllers. Each area lists its own (`<area>/routes.ts`).
 */
export const routes = {
  ...bookingRoutes,
  ...catalogRoutes,
  ...contentRoutes,
  ...identityRoutes,
  ...liveRoutes,
  ...notificationsRoutes,
  ...paymentsRoutes,
  ...adminToolsRoutes,
  health: {
    check: GET('/api/health').as<{ response: unknown }>(),
  },
  /** The staff dashboard (issue 17 item 2): each card the member may read, days in the viewer's zone. */
  adminDashboard: {
    get: GET('/api/admin/dashboard').as<{
      response: AdminDashboardDto;
      query: { tz?: string } & QueryParams;
    }>(),
  },
  /** Spec §7 Other: where the consent-aware tracker sends ad-pixel events (nulls: none configured). */
  marketing: {
    pixel: GET('/api/get/marketing-pixel').as<{ response: MarketingPixelDto }>(),
  },
} as const;
