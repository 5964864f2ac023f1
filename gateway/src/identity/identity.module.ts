import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { AccountModerationController } from './account-moderation.controller';
import { AccountController } from './account.controller';
import { AuditController } from './audit.controller';
import { EmailChangeController } from './email-change.controller';
import {
  AdminModeratorsController,
  ModeratorInvitationsController,
  StreamerModeratorsController,
} from './moderator-appointments.controller';
import { ModeratorController } from './moderator.controller';
import { PasswordController } from './password.controller';
import { ProfileEditController } from './profile-edit.controller';
import { ProfileController } from './profile.controller';
import { RegistrationController } from './registration.controller';
import { SessionController } from './session.controller';
import { StaffController } from './staff.controller';
import { StarsAdminController } from './stars-admin.controller';

/** The REST surface of the identity service. */
@Module({
  imports: [AuthModule],
  controllers: [
    RegistrationController,
    SessionController,
    PasswordController,
    ProfileController,
    EmailChangeController,
    ProfileEditController,
    AccountController,
    AccountModerationController,
    ModeratorController,
    StreamerModeratorsController,
    ModeratorInvitationsController,
    AdminModeratorsController,
    StarsAdminController,
    AuditController,
    StaffController,
  ],
})
export class IdentityModule {}
