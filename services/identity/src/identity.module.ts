import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { APP_CONFIG } from '@lobby/service-kit';
import { AuthHandler } from './auth/auth.handler';
import { OneTimeCodesRepository } from './auth/one-time-codes.repository';
import { OneTimeCodesService } from './auth/one-time-codes.service';
import { PasswordHasher } from './auth/password-hasher';
import { PasswordsService } from './auth/passwords.service';
import { RefreshTokensRepository } from './auth/refresh-tokens.repository';
import { RegistrationService } from './auth/registration.service';
import { Secrets } from './auth/secrets';
import { SessionTokensService } from './auth/session-tokens.service';
import { SignInService } from './auth/sign-in.service';
import type { IdentityConfig } from './identity.config';
import { Mailer } from './mail/mailer';
import { DemoDataSeeder } from './seed/demo-data.seeder';
import { UsersHandler } from './users/users.handler';
import { UsersRepository } from './users/users.repository';
import { UsersService } from './users/users.service';

@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: IdentityConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: 'HS256' },
      }),
    }),
  ],
  controllers: [AuthHandler, UsersHandler],
  providers: [
    UsersRepository,
    UsersService,
    OneTimeCodesRepository,
    OneTimeCodesService,
    RefreshTokensRepository,
    SessionTokensService,
    RegistrationService,
    SignInService,
    PasswordsService,
    PasswordHasher,
    Secrets,
    Mailer,
    DemoDataSeeder,
  ],
})
export class IdentityModule {}
