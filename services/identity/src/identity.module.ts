import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { APP_CONFIG } from '@lobby/service-kit';
import { AccountMailRequests } from './auth/account-mail-requests';
import { AuditConsumer } from './audit/audit.consumer';
import { AuditHandler } from './audit/audit.handler';
import { AuditRepository } from './audit/audit.repository';
import { AuditService } from './audit/audit.service';
import { AuthHandler } from './auth/auth.handler';
import { OneTimeCodesRepository } from './auth/one-time-codes.repository';
import { OneTimeCodesService } from './auth/one-time-codes.service';
import { PasswordHasher } from './auth/password-hasher';
import { PasswordsService } from './auth/passwords.service';
import { RefreshTokensRepository } from './auth/refresh-tokens.repository';
import { RegistrationService } from './auth/registration.service';
import { Secrets } from './auth/secrets';
import { SessionTokensService } from './auth/session-tokens.service';
import { SignInFailuresRepository } from './auth/sign-in-failures.repository';
import { SignInThrottle } from './auth/sign-in-throttle';
import { SignInService } from './auth/sign-in.service';
import { BansHandler } from './bans/bans.handler';
import { BansRepository } from './bans/bans.repository';
import { BansService } from './bans/bans.service';
import { AccountAnonymizer } from './deletion/account-anonymizer';
import { AccountDeletionHandler } from './deletion/account-deletion.handler';
import { AccountDeletionService } from './deletion/account-deletion.service';
import { DeletionRequestsRepository } from './deletion/deletion-requests.repository';
import { EmailChangeHandler } from './email-change/email-change.handler';
import { EmailChangeService } from './email-change/email-change.service';
import type { IdentityConfig } from './identity.config';
import { LiveStateConsumer } from './live-state/live-state.consumer';
import { Mailer } from './mail/mailer';
import { ModeratorAppointmentsHandler } from './moderators/moderator-appointments.handler';
import { ModeratorAppointmentsRepository } from './moderators/moderator-appointments.repository';
import { ModeratorAppointmentsService } from './moderators/moderator-appointments.service';
import { RecipientMailCountsRepository } from './mail/recipient-mail-counts.repository';
import { OnboardingModule } from './onboarding/onboarding.module';
import { OAuthAccountsRepository } from './oauth/oauth-accounts.repository';
import { OAuthSignInService } from './oauth/oauth-sign-in.service';
import { OAuthHandler } from './oauth/oauth.handler';
import { ProfileHandler } from './profile/profile.handler';
import { ProfileService } from './profile/profile.service';
import { ReportsHandler } from './reports/reports.handler';
import { ReportsRepository } from './reports/reports.repository';
import { ReportsService } from './reports/reports.service';
import { ReportedUsersService } from './reports/reported-users.service';
import { AdminFiguresHandler } from './admin-figures/admin-figures.handler';
import { AdminFiguresRepository } from './admin-figures/admin-figures.repository';
import { AdminFiguresService } from './admin-figures/admin-figures.service';
import { UsernamesScriptHandler } from './scripts/usernames-script.handler';
import { UsernamesScriptRepository } from './scripts/usernames-script.repository';
import { UsernamesScriptService } from './scripts/usernames-script.service';
import { DemoDataSeeder } from './seed/demo-data.seeder';
import { OnboardingReviewService } from './stars-admin/onboarding-review.service';
import { StarsAdminHandler } from './stars-admin/stars-admin.handler';
import { StarsAdminRepository } from './stars-admin/stars-admin.repository';
import { StarsAdminService } from './stars-admin/stars-admin.service';
import { StaffHandler } from './staff/staff.handler';
import { StaffRepository } from './staff/staff.repository';
import { StaffService } from './staff/staff.service';
import { StaffAccess } from './users/staff-access';
import { MarketingOptOutsRepository } from './unsubscribe/marketing-opt-outs.repository';
import { UnsubscribeHandler } from './unsubscribe/unsubscribe.handler';
import { UnsubscribeLinks } from './unsubscribe/unsubscribe-links';
import { ContactsHandler } from './contacts/contacts.handler';
import { ContactsService } from './contacts/contacts.service';
import { EmailPreferencesService } from './unsubscribe/email-preferences.service';
import { UnsubscribeService } from './unsubscribe/unsubscribe.service';
import { UsersHandler } from './users/users.handler';
import { UsersRepository } from './users/users.repository';
import { UsersService } from './users/users.service';

@Module({
  imports: [
    OnboardingModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: IdentityConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: 'HS256' },
      }),
    }),
  ],
  controllers: [
    AuthHandler,
    UsersHandler,
    OAuthHandler,
    EmailChangeHandler,
    ProfileHandler,
    ReportsHandler,
    BansHandler,
    AccountDeletionHandler,
    UnsubscribeHandler,
    ContactsHandler,
    AdminFiguresHandler,
    StarsAdminHandler,
    AuditHandler,
    StaffHandler,
    UsernamesScriptHandler,
    ModeratorAppointmentsHandler,
  ],
  providers: [
    LiveStateConsumer,
    UsersRepository,
    UsersService,
    StaffAccess,
    OneTimeCodesRepository,
    OneTimeCodesService,
    RefreshTokensRepository,
    SessionTokensService,
    RegistrationService,
    SignInService,
    SignInFailuresRepository,
    SignInThrottle,
    AccountMailRequests,
    PasswordsService,
    PasswordHasher,
    Secrets,
    Mailer,
    RecipientMailCountsRepository,
    DemoDataSeeder,
    OAuthAccountsRepository,
    OAuthSignInService,
    EmailChangeService,
    ProfileService,
    ReportsRepository,
    ReportsService,
    ReportedUsersService,
    AdminFiguresRepository,
    AdminFiguresService,
    BansRepository,
    BansService,
    DeletionRequestsRepository,
    AccountAnonymizer,
    AccountDeletionService,
    MarketingOptOutsRepository,
    UnsubscribeLinks,
    UnsubscribeService,
    EmailPreferencesService,
    ContactsService,
    StarsAdminRepository,
    StarsAdminService,
    OnboardingReviewService,
    AuditRepository,
    AuditService,
    AuditConsumer,
    StaffRepository,
    StaffService,
    UsernamesScriptRepository,
    UsernamesScriptService,
    ModeratorAppointmentsRepository,
    ModeratorAppointmentsService,
  ],
})
export class IdentityModule {}
