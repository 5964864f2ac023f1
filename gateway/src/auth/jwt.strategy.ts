import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config';
import type { AuthenticatedUser } from './authenticated-user';
import { ACCESS_TOKEN_ALGORITHMS, SessionVerifier } from './session-verifier';

export const bearerToken = ExtractJwt.fromAuthHeaderAsBearerToken();

/** Verifies the Bearer access token (HS256 only), then the caller's live auth state. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    @Inject(SessionVerifier) private readonly sessions: SessionVerifier,
  ) {
    super({
      jwtFromRequest: bearerToken,
      secretOrKey: config.jwtSecret,
      algorithms: ACCESS_TOKEN_ALGORITHMS,
      ignoreExpiration: false,
    });
  }

  validate(claims: unknown): Promise<AuthenticatedUser> {
    return this.sessions.authenticate(claims);
  }
}
