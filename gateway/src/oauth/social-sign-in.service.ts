import { Inject, Injectable } from '@nestjs/common';
import {
  AccountText,
  AuthText,
  type OAuthProvider,
  OAuthProviders,
  type OAuthSession,
} from '@lobby/contracts';
import { DomainError, LOGGER } from '@lobby/service-kit';
import type { Logger } from 'pino';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config';
import { ServiceClient } from '../rpc/service-client';
import { OAuthStateCookies } from './oauth-state';
import { ProviderStrategy, runStrategy, type StrategyRequest } from './provider-strategy';

/** Short codes the web app's /login page reads from `?error=` to say why a social sign-in failed. */
export type SocialSignInFailure =
  | 'invalid_state'
  | 'access_denied'
  | 'provider_error'
  | 'account_banned'
  | 'account_inactive'
  | 'staff_account'
  | 'service_unavailable'
  | 'sign_in_failed';

/** Where to send the browser next, and the state cookie to set or clear on the way. */
export interface SocialSignInStep {
  location: string;
  setCookie: string;
}

/**
 * Google and Discord sign-in: starts the provider's authorization, and on the callback checks the state,
 * lets passport exchange the code and read the profile, and asks identity for a session. The browser
 * always leaves the callback by a redirect: to the page that stores the session, or to /login?error=….
 */
@Injectable()
export class SocialSignInService {
  private readonly strategies = new Map<OAuthProvider, ProviderStrategy>();
  private readonly states: OAuthStateCookies;

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(ServiceClient) private readonly rpc: ServiceClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.states = new OAuthStateCookies(config.jwtSecret, config.publicUrl);
    for (const provider of OAuthProviders) {
      const endpoints = config.oauth[provider];
      if (!endpoints) continue;
      const callbackUrl = `${config.publicUrl}/api/auth/${provider}/callback`;
      this.strategies.set(provider, new ProviderStrategy(provider, endpoints, callbackUrl));
    }
  }

  enabledProviders(): Record<OAuthProvider, boolean> {
    return Object.fromEntries(OAuthProviders.map((p) => [p, this.strategies.has(p)])) as Record<
      OAuthProvider,
      boolean
    >;
  }

  /** The provider's authorization URL with a fresh state, and the cookie that binds it to this browser. */
  async begin(provider: OAuthProvider): Promise<SocialSignInStep> {
    const strategy = this.strategyFor(provider);
    const { state, setCookie } = this.states.issue(provider);
    const outcome = await runStrategy(strategy, { query: {} }, { state });
    if (outcome.kind !== 'redirect') {
      this.logger.error({ provider, outcome }, 'social sign-in could not start');
      throw DomainError.unavailable(AccountText.oauthFailed);
    }
    return { location: outcome.url, setCookie };
  }

  /** Finishes the sign-in the provider sent the browser back from. */
  async finish(
    provider: OAuthProvider,
    request: StrategyRequest & { cookieHeader: string | undefined },
  ): Promise<SocialSignInStep> {
    const strategy = this.strategyFor(provider);
    const setCookie = this.states.clear(provider);
    const fail = (code: SocialSignInFailure, detail: Record<string, unknown> = {}) => {
      this.logger.warn({ provider, code, ...detail }, 'social sign-in failed');
      return { location: `${this.config.publicUrl}/login?error=${code}`, setCookie };
    };

    if (!this.states.verify(provider, request.cookieHeader, request.query.state))
      return fail('invalid_state');
    const outcome = await runStrategy(strategy, { query: request.query });
    if (outcome.kind === 'denied') return fail('access_denied');
    if (outcome.kind === 'error') return fail('provider_error', { err: outcome.error });
    // No code and no error in the callback: the strategy would start over, which is not a callback's job.
    if (outcome.kind === 'redirect') return fail('provider_error', { reason: 'callback without a code' });

    let session: OAuthSession;
    try {
      session = await this.rpc.send('identity.oauthSignIn', outcome.profile);
    } catch (error) {
      return fail(failureOf(error), { err: error });
    }
    const path = [session.user._id, session.accessToken, session.refreshToken].map(encodeURIComponent);
    return {
      location: `${this.config.publicUrl}/google-discord-user/save-user-data/custom-redirection/${path.join('/')}`,
      setCookie,
    };
  }

  private strategyFor(provider: OAuthProvider): ProviderStrategy {
    const strategy = this.strategies.get(provider);
    if (!strategy) throw DomainError.notFound(AccountText.providerNotConfigured);
    return strategy;
  }
}

function failureOf(error: unknown): SocialSignInFailure {
  if (!(error instanceof DomainError)) return 'sign_in_failed';
  if (error.message === AuthText.banned) return 'account_banned';
  if (error.message === AuthText.inactive) return 'account_inactive';
  if (error.message === AuthText.staffUseStaffSignIn) return 'staff_account';
  if (error.kind === 'unavailable') return 'service_unavailable';
  return 'sign_in_failed';
}
