import {
  ErrorText,
  fillPath,
  type ActingFor,
  type HttpRoute,
  routes,
  type QueryParams,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
  type TokenPair,
} from '@lobby/contracts';
import { useAuthStore } from '../stores/auth-store';
import { renewalDue } from './access-token-lifetime';
import { pairRenewedFrom, recordRenewal } from './token-renewal-record';

/**
 * A failed call: `message` is the server's `error` text, or a generic fallback when the server gave none
 * (`fromServer` false), so a screen can put its own fallback text in its place.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fromServer = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface RequestOptions {
  /** JSON, or FormData for a multipart upload (the browser sets its boundary). */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * A public call: sent without the access token, so a 401 is the server's answer (a wrong website password)
   * and never triggers a refresh or ends the session.
   */
  anonymous?: boolean;
  /** Let the call finish after the page is gone (a change sent as the tab closes or reloads). */
  keepalive?: boolean;
}

const REFRESH_PATH = routes.session.refresh.path;

async function errorFrom(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  if (body && typeof body === 'object') {
    const { error, message } = body as { error?: unknown; message?: unknown };
    const text = typeof error === 'string' ? error : typeof message === 'string' ? message : null;
    if (text) return new ApiError(text, response.status, true);
  }
  const fallback = response.status === 400 ? ErrorText.badRequest : ErrorText.unexpected;
  return new ApiError(fallback, response.status);
}

/** FormData goes as multipart (the browser sets the boundary), anything else as JSON. */
function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined || body instanceof FormData) return body;
  return JSON.stringify(body);
}

async function send(method: Method, path: string, options: RequestOptions, accessToken: string | null) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const body = encodeBody(options.body);
  if (typeof body === 'string') headers['Content-Type'] = 'application/json';
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  try {
    return await fetch(path, {
      method,
      headers,
      body,
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(ErrorText.unexpected, 0);
  }
}

/** One refresh at a time across every tab of this browser (Web Locks), so no two tabs spend one refresh token. */
const REFRESH_LOCK = 'lobby-token-refresh';

/**
 * Runs `refresh` holding the browser-wide refresh lock. Without Web Locks (an old browser, or a page served
 * over plain http from another host) the tab still refreshes once for all its own calls.
 */
async function withRefreshLock(refresh: () => Promise<string | null>): Promise<string | null> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? await locks.request(REFRESH_LOCK, refresh) : refresh();
}

/**
 * Trades the refresh token for a new pair, unless another tab already did while this one waited for the lock:
 * the stored pair is read again first, and a pair that no longer holds `expiredToken` is the new one to use.
 * The server revokes the whole session when a spent refresh token comes back, so it must be sent only once.
 */
async function refreshUnlessRefreshed(expiredToken: string): Promise<string | null> {
  await useAuthStore.persist.rehydrate();
  const { accessToken, refreshToken, setTokens, clear } = useAuthStore.getState();
  if (!refreshToken) return null;
  if (accessToken && accessToken !== expiredToken) return accessToken;
  // This tab's copy of localStorage may not show another tab's renewal yet; the renewal record does.
  const renewedElsewhere = await pairRenewedFrom(refreshToken);
  if (renewedElsewhere) {
    setTokens(renewedElsewhere);
    return renewedElsewhere.accessToken;
  }
  const response = await send('POST', REFRESH_PATH, { body: { refreshToken } }, null).catch(() => null);
  // No answer (offline, a closing tab): the pair may still be good, so keep it for the next try.
  if (!response) return null;
  if (!response.ok) {
    clear();
    return null;
  }
  const tokens = (await response.json()) as TokenPair;
  await recordRenewal(refreshToken, tokens);
  setTokens(tokens);
  return tokens.accessToken;
}

let refreshing: { expiredToken: string; renewed: Promise<string | null> } | null = null;

/** Renews an access token the server refused, once however many of this tab's calls failed with it. */
function refreshAccessToken(expiredToken: string): Promise<string | null> {
  if (refreshing?.expiredToken === expiredToken) return refreshing.renewed;
  const renewed = withRefreshLock(() => refreshUnlessRefreshed(expiredToken)).finally(() => {
    if (refreshing?.renewed === renewed) refreshing = null;
  });
  refreshing = { expiredToken, renewed };
  return renewed;
}

/**
 * A signed call: an access token near its expiry is renewed first, and one the server refuses all the same is
 * renewed once; a failure throws the server's error text.
 */
async function signedResponse(method: Method, path: string, options: RequestOptions): Promise<Response> {
  let accessToken = options.anonymous ? null : useAuthStore.getState().accessToken;
  if (accessToken && renewalDue(accessToken)) {
    // A refused renewal signed out (no token); an unanswered one kept the pair for this call.
    accessToken = (await refreshAccessToken(accessToken)) ?? useAuthStore.getState().accessToken;
  }
  let response = await send(method, path, options, accessToken);
  if (response.status === 401 && accessToken) {
    const renewed = await refreshAccessToken(accessToken);
    if (renewed) response = await send(method, path, options, renewed);
  }
  if (!response.ok) throw await errorFrom(response);
  return response;
}

async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const text = await (await signedResponse(method, path, options)).text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A browser keeps a download's object URL alive only while it is needed; a minute is plenty to start it. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/** Fetches a file with the user's token (a plain link could not send it) and saves it as `fileName`. */
async function download(path: string, fileName: string): Promise<void> {
  const response = await signedResponse('GET', path, {});
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}

/** JSON (and multipart) calls to the gateway on the same origin, signed with the stored access token. */
export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('DELETE', path, options),
  download,
};

type CallOptions = Omit<RequestOptions, 'body'>;

/** What a call of `R` must pass: its path parameters and body when it has them, its query when it takes one. */
export type CallInput<R extends HttpRoute> = CallOptions &
  (keyof RouteParams<R> extends never ? { params?: undefined } : { params: RouteParams<R> }) &
  ([RouteBody<R>] extends [never] ? { body?: undefined } : { body: RouteBody<R> }) &
  ([RouteQuery<R>] extends [never] ? { query?: undefined } : { query?: RouteQuery<R> });

type CallArguments<R extends HttpRoute> = keyof RouteParams<R> extends never
  ? [RouteBody<R>] extends [never]
    ? [input?: CallInput<R>]
    : [input: CallInput<R>]
  : [input: CallInput<R>];

/** The route's path with its parameters and query filled in; empty query values are left out. */
export function routeUrl(
  route: HttpRoute,
  params?: Record<string, string | number>,
  query?: QueryParams,
): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.append(name, String(value));
  }
  const searchText = search.toString();
  return `${fillPath(route.path, params)}${searchText ? `?${searchText}` : ''}`;
}

/** Calls a gateway route of the contracts' route map, typed by it: `call(routes.notifications.list, { query })`. */
export function call<R extends HttpRoute>(route: R, ...[input]: CallArguments<R>): Promise<RouteResponse<R>> {
  const { params, query, ...options } = (input ?? {}) as CallInput<HttpRoute> & {
    params?: Record<string, string | number>;
    query?: QueryParams;
  };
  return request<RouteResponse<R>>(route.method, routeUrl(route, params, query), options);
}

/** Downloads what a GET route of the map answers as the file `fileName`. */
export const callDownload = <R extends HttpRoute>(
  route: R,
  fileName: string,
  ...[input]: CallArguments<R>
) => {
  const { params, query } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: QueryParams;
  };
  return download(routeUrl(route, params, query), fileName);
};

/** The streamer a moderator acts for, from the '?streamerId=…' their pages carry ('' for a streamer). */
export function actingFor(search: string): ActingFor {
  const streamerId = new URLSearchParams(search).get('streamerId');
  return streamerId ? { streamerId } : {};
}

/** Whether a failed call means the thing asked for does not exist (a 404 from the server). */
export const isNotFoundError = (error: unknown) => error instanceof ApiError && error.status === 404;
