import type { OAuthProfile, OAuthProvider } from '@lobby/contracts';
import OAuth2Strategy, { InternalOAuthError } from 'passport-oauth2';
import type { OAuthProviderConfig } from '../config/gateway-config';
import { OAUTH_SCOPES, toOAuthProfile } from './oauth-profiles';

/** A provider's answer took longer than this: the sign-in fails rather than hang the browser. */
const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * passport-oauth2 for one provider: the authorization redirect, the code exchange at the token endpoint,
 * and the profile read from the provider's userinfo endpoint with the access token as a Bearer header.
 */
export class ProviderStrategy extends OAuth2Strategy {
  constructor(
    readonly provider: OAuthProvider,
    private readonly endpoints: OAuthProviderConfig,
    callbackURL: string,
  ) {
    super(
      {
        authorizationURL: endpoints.authorizeUrl,
        tokenURL: endpoints.tokenUrl,
        clientID: endpoints.clientId,
        clientSecret: endpoints.clientSecret,
        callbackURL,
        scope: OAUTH_SCOPES[provider],
      },
      (
        _accessToken: string,
        _refreshToken: string,
        profile: OAuthProfile,
        done: OAuth2Strategy.VerifyCallback,
      ) => done(null, profile),
    );
    this.name = provider;
    this._oauth2.useAuthorizationHeaderforGET(true);
  }

  override userProfile(accessToken: string, done: (error?: unknown, profile?: OAuthProfile) => void): void {
    this._oauth2.get(this.endpoints.userinfoUrl, accessToken, (error, body) => {
      if (error) return done(new InternalOAuthError('Failed to fetch the user profile', error));
      let profile: OAuthProfile | null = null;
      try {
        profile = toOAuthProfile(this.provider, JSON.parse(String(body)));
      } catch {
        profile = null;
      }
      if (!profile) return done(new Error('The provider answered a profile without a user id'));
      done(null, profile);
    });
  }
}

/** How one run of the strategy ended. */
export type StrategyOutcome =
  | { kind: 'redirect'; url: string }
  | { kind: 'success'; profile: OAuthProfile }
  /** The person declined at the provider. */
  | { kind: 'denied' }
  | { kind: 'error'; error: unknown };

/** The parts of the incoming request the strategy reads. */
export interface StrategyRequest {
  query: Record<string, unknown>;
}

/**
 * Runs the strategy once, the way passport's authenticate middleware does (a per-request copy with the
 * success/fail/redirect/error actions), but settling a promise instead of writing to an Express response.
 */
export function runStrategy(
  strategy: ProviderStrategy,
  request: StrategyRequest,
  options: { state?: string } = {},
  timeoutMs = PROVIDER_TIMEOUT_MS,
): Promise<StrategyOutcome> {
  return new Promise((resolve) => {
    const timer = setTimeout(
      () =>
        settle({ kind: 'error', error: new Error(`No answer from ${strategy.provider} in ${timeoutMs} ms`) }),
      timeoutMs,
    );
    function settle(outcome: StrategyOutcome) {
      clearTimeout(timer);
      resolve(outcome);
    }
    const run = Object.create(strategy) as ProviderStrategy;
    run.redirect = (url: string) => settle({ kind: 'redirect', url });
    run.success = (profile: OAuthProfile) => settle({ kind: 'success', profile });
    run.fail = () => settle({ kind: 'denied' });
    run.error = (error: unknown) => settle({ kind: 'error', error });
    run.pass = () => settle({ kind: 'error', error: new Error('The strategy passed the request on') });
    try {
      run.authenticate(
        { query: request.query, body: undefined } as unknown as Parameters<
          ProviderStrategy['authenticate']
        >[0],
        options,
      );
    } catch (error) {
      settle({ kind: 'error', error });
    }
  });
}
