import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { PasswordController } from './password.controller';
import { ProfileController } from './profile.controller';
import { RegistrationController } from './registration.controller';
import { SessionController } from './session.controller';

/** The REST surface of the identity service. */
@Module({
  imports: [AuthModule],
  controllers: [RegistrationController, SessionController, PasswordController, ProfileController],
})
export class IdentityModule {}
