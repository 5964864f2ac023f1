import type { BrowseFilters } from './catalog/schemas';
import type { OrderStatus, PublicQueueDto, QueueEntryDto, SlotDto } from './booking/types';
import type { UserDto } from './identity/types';
import type { LiveSessionDto } from './live/types';
import type { Message, Page } from './rpc';
import type { InputOf } from './schema/route-schema';
import type { routeSchemas } from './schema/route-schemas';

/**
 * How a REST route is declared (method, path, and the types of its parameters, query, body and answer), and the types
 * several areas' routes share. Each area lists its routes in its own `routes.ts`; http-routes.ts joins them.
 */

export type Schemas = typeof routeSchemas;
/** What a client sends in a route's body, query or path, from the route's schema (schema/route-schemas.ts). */
export type Body<Group extends keyof Schemas, Name extends keyof Schemas[Group]> = InputOf<
  Schemas[Group][Name],
  'body'
>;
export type Query<Group extends keyof Schemas, Name extends keyof Schemas[Group]> = InputOf<
  Schemas[Group][Name],
  'query'
>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A query string's values before encoding; `undefined` and `null` leave the parameter out. */
export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

export interface RouteTypes {
  response?: unknown;
  query?: QueryParams;
  /** JSON, or FormData for an upload. */
  body?: unknown;
}

export interface HttpRoute<Path extends string = string, Types extends RouteTypes = RouteTypes> {
  readonly method: HttpMethod;
  readonly path: Path;
  /** Types only, never set at run time. */
  readonly types?: Types;
}

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** `{ id: string }` for '/api/gig/:id'; `{}` for a path without parameters. */
export type PathParams<Path extends string> = { [Name in ParamNames<Path>]: string | number };

export type RouteResponse<R> =
  R extends HttpRoute<string, infer T> ? (T extends { response: infer Res } ? Res : unknown) : never;
export type RouteQuery<R> =
  R extends HttpRoute<string, infer T> ? (T extends { query: infer Q } ? Q : never) : never;
export type RouteBody<R> =
  R extends HttpRoute<string, infer T> ? (T extends { body: infer B } ? B : never) : never;
export type RouteParams<R> = R extends HttpRoute<infer Path> ? PathParams<Path> : never;

/** The path with its parameters filled in, each encoded. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" of ${path}`);
    return encodeURIComponent(String(value));
  });
}

const endpoint =
  (method: HttpMethod) =>
  <Path extends string>(path: Path) => ({
    method,
    path,
    /** Names the route's types (a call that passes no types still compiles to the same route). */
    as: <Types extends RouteTypes>(): HttpRoute<Path, Types> => ({ method, path }),
  });

export const GET = endpoint('GET');
export const POST = endpoint('POST');
export const PUT = endpoint('PUT');
export const DELETE = endpoint('DELETE');

/** '?streamerId=…': a moderator acting for a streamer names them; a streamer names nobody. */
export interface ActingFor extends QueryParams {
  streamerId?: string;
}
export type PageQuery = { page?: number; limit?: number } & QueryParams;
export type MonthQuery = PageQuery & { month?: number; year?: number };
export type UserAnswer = Message & { user: UserDto };
export type QueuesJoinedPage = Page<QueueEntryDto> & { totalSessions: number };
export type RunningLiveSessionDto = LiveSessionDto & {
  playingNext?: PublicQueueDto['playingNext'];
  inGame?: PublicQueueDto['inGame'];
};
export interface MyPlaceDto {
  isVip: boolean;
  entry: QueueEntryDto | null;
}
export type StartedLiveSession = Message & {
  isLiveSuccess: true;
  res_live_session_id: string;
  liveSession: LiveSessionDto;
};
/** A slot's page as the server sends it; older rows name the order and user with legacy keys. */
export interface RawSlotUser {
  orderId?: string;
  order_id?: string;
  userId?: string;
  _user_id?: string;
  username?: string | null;
  gamerTags?: (string | { gamerTag: string })[];
  numberOfPlayers?: number;
  status: OrderStatus;
}
export interface RawSlotPage {
  slot: SlotDto;
  users: RawSlotUser[];
  totalUsers: number;
  page: number;
  totalPages: number;
}
/** Page, sort and the filters of a Browse tab (spec §7 GigsForScroll and its siblings). */
export type BrowseQuery = PageQuery & Omit<BrowseFilters, 'tags'> & { tags?: string };
