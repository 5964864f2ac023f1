import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config';
import { JwtStrategy } from './jwt.strategy';
import { ACCESS_TOKEN_ALGORITHMS, SessionVerifier } from './session-verifier';

@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [GATEWAY_CONFIG],
      useFactory: (config: GatewayConfig) => ({
        secret: config.jwtSecret,
        verifyOptions: { algorithms: ACCESS_TOKEN_ALGORITHMS },
      }),
    }),
  ],
  providers: [SessionVerifier, JwtStrategy],
  exports: [SessionVerifier],
})
export class AuthModule {}
